import Foundation
import SwiftParser
import Testing

@testable import MutationTesting

/// The mutants of the repository's core apply cleanly and still parse: the tool writes no broken
/// syntax (whether it type-checks is the build's to say). Every mutant applies; the first, middle
/// and last of each operator are parsed again (parsing every mutated file takes minutes in a
/// debug build).
@Suite struct CoreMutantsTests {
  static let core = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../../Sources/ModalStackCore").standardizedFileURL

  @Test(.enabled(if: FileManager.default.fileExists(atPath: core.path)))
  func coreMutantsApplyAndParse() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.core.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    var sources: [String: String] = [:]
    var mutants: [Mutant] = []
    for file in files {
      let source = try String(contentsOf: Self.core.appendingPathComponent(file), encoding: .utf8)
      sources[file] = source
      for mutant in MutationFinder.mutants(in: source, file: file) {
        #expect(try mutant.apply(to: source) != source, "\(mutant.id) changes nothing")
        mutants.append(mutant)
      }
    }
    #expect(mutants.count > 1000)
    #expect(Set(mutants.map(\.mutationOperator)) == Set(MutationOperator.allCases))
    for group in Dictionary(grouping: mutants.sorted(), by: \.mutationOperator).values {
      for mutant in [group.first!, group[group.count / 2], group.last!] {
        let mutated = try mutant.apply(to: sources[mutant.file]!)
        #expect(!Parser.parse(source: mutated).hasError, "\(mutant.id) does not parse")
      }
    }
  }
}
