import Foundation

/// A copy of the repository that mutants are applied to, so the working tree the user is in is
/// never touched.
///
/// It holds the files git would commit (tracked and untracked, not ignored) as they are on disk.
/// ``synchronize()`` copies only what differs, so the build folder beside it stays incremental.
public struct WorkCopy: Sendable {
  /// The repository copied.
  public let repository: URL
  /// The copy.
  public let root: URL

  public init(of repository: URL, at root: URL) {
    self.repository = repository
    self.root = root
  }

  /// Brings the copy up to date: copies new and changed files, removes files the repository no
  /// longer has (SwiftPM's own `Package.resolved` stays).
  /// - Returns: How many files were copied or removed.
  @discardableResult
  public func synchronize() throws -> Int {
    let listing = try Git.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: repository)
    let files = Set(listing.split(separator: "\0").map(String.init))
    let manager = FileManager.default
    var changes = 0
    for file in files {
      let source = repository.appendingPathComponent(file)
      guard let contents = manager.contents(atPath: source.path) else { continue }  // deleted, not yet committed
      let target = root.appendingPathComponent(file)
      if manager.contents(atPath: target.path) != contents {
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: target)
        changes += 1
      }
    }
    if let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
      let prefix = root.standardizedFileURL.path + "/"
      for case let url as URL in enumerator {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
        if !files.contains(relative), relative != "Package.resolved", !relative.hasPrefix(".swiftpm/") {
          try manager.removeItem(at: url)
          changes += 1
        }
      }
    }
    return changes
  }
}

/// The few git commands the tool needs.
public enum Git {
  /// Runs git and returns what it printed.
  /// - Throws: ``GitError`` when git fails.
  public static func run(_ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GitError(arguments: arguments, status: process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The commit checked out, with ` (uncommitted changes)` when the working tree differs from it.
  public static func describeCommit(in directory: URL) -> String {
    guard let commit = try? run(["rev-parse", "HEAD"], in: directory).trimmingWhitespace() else { return "unknown" }
    let status = (try? run(["status", "--porcelain", "--untracked-files=no"], in: directory)) ?? ""
    return status.isEmpty ? commit : "\(commit) (uncommitted changes)"
  }
}

public struct GitError: Error, CustomStringConvertible {
  public var arguments: [String]
  public var status: Int32
  public var description: String { "git \(arguments.joined(separator: " ")) failed with status \(status)" }
}
