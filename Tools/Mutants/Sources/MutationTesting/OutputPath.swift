import Foundation

/// Where the tool writes: a path as given on the command line, absolute or relative to the
/// repository.
public enum OutputPath {
  /// The file or folder a path names.
  /// - Parameters:
  ///   - path: As given (`/tmp/run/report.md`, `.build-mutants`).
  ///   - repository: The repository root, which relative paths start from.
  public static func resolve(_ path: String, in repository: URL) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL : repository.appendingPathComponent(path)
  }

  /// Makes the folder a report goes into and checks that it takes files, so a long run does
  /// not fail at its end.
  /// - Parameter file: The report's file.
  /// - Throws: ``OutputPathError`` naming the folder when it cannot be made or written to.
  public static func prepare(folderOf file: URL) throws {
    let folder = file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw OutputPathError(folder: folder.path)
    }
    guard FileManager.default.isWritableFile(atPath: folder.path) else { throw OutputPathError(folder: folder.path) }
  }
}

/// A report's folder that cannot be made or written to.
public struct OutputPathError: Error, CustomStringConvertible {
  /// The folder.
  public var folder: String
  public var description: String { "cannot write a report into \(folder)" }
}
