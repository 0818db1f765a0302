import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command run in its own process group with a time limit, its output sent to a log file.
///
/// When the limit passes, its whole process tree is stopped and then killed: the group, and every
/// descendant in a group of its own. `swift test` starts the test binary in a new process group,
/// so ending only the command's group would leave the tests running, orphaned.
public struct TimedCommand: Sendable {
  /// How a command ended.
  public enum Ending: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
    /// The log showed what ``stopWhen`` looks for, and the command was ended then.
    case stoppedEarly
  }

  public var arguments: [String]
  /// The folder it runs in.
  public var directory: String
  /// Where its standard output and error go (the file is replaced).
  public var log: String
  public var timeLimit: Duration
  /// Read with the log so far, about twice a second: when it says yes, the command is ended and
  /// the run returns ``Ending/stoppedEarly`` (a test run stops at its first failure).
  public var stopWhen: (@Sendable (String) -> Bool)?

  public init(
    _ arguments: [String], in directory: String, log: String, timeLimit: Duration,
    stopWhen: (@Sendable (String) -> Bool)? = nil
  ) {
    self.arguments = arguments
    self.directory = directory
    self.log = log
    self.timeLimit = timeLimit
    self.stopWhen = stopWhen
  }

  /// Runs the command and waits for it, or for its time limit.
  /// - Returns: How it ended, and how long it took.
  /// - Throws: ``TimedCommandError`` when it cannot be started.
  public func run() throws(TimedCommandError) -> (ending: Ending, duration: Duration) {
    let clock = ContinuousClock()
    let started = clock.now
    guard !Self.interrupted.load(ordering: .relaxed) else { throw .interrupted }
    let pid = try spawn()
    let deadline = started + timeLimit
    var polls = 0
    while true {
      if let status = reap(pid, blocking: false) {
        return (Self.ending(status), clock.now - started)
      }
      polls += 1
      if let stopWhen, polls % 5 == 0, let output = try? String(contentsOfFile: log, encoding: .utf8), stopWhen(output)
      {
        Self.killTree(of: pid)
        _ = reap(pid, blocking: true)
        return (.stoppedEarly, clock.now - started)
      }
      if Self.interrupted.load(ordering: .relaxed) {
        Self.killTree(of: pid)
        _ = reap(pid, blocking: true)
        throw .interrupted
      }
      if clock.now >= deadline {
        Self.killTree(of: pid)
        _ = reap(pid, blocking: true)
        return (.timedOut, clock.now - started)
      }
      usleep(100_000)
    }
  }

  /// Starts `sh -c 'cd "$0" && exec "$@"' directory arguments…` in a new process group.
  private func spawn() throws(TimedCommandError) -> pid_t {
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawnattr_init(&attributes)
    posix_spawn_file_actions_init(&actions)
    defer {
      posix_spawnattr_destroy(&attributes)
      posix_spawn_file_actions_destroy(&actions)
    }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + arguments
    var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &cArguments, environ)
    guard result == 0 else { throw .cannotStart(arguments.joined(separator: " "), errno: result) }
    return pid
  }

  private func reap(_ pid: pid_t, blocking: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result == pid { return status }
      if result == -1, errno == EINTR { continue }
      return nil
    }
  }

  /// Stops the group and every descendant (so none can start another or be orphaned), finds the
  /// descendants again while they are stopped, then kills them all.
  static func killTree(of pid: pid_t) {
    kill(-pid, SIGSTOP)
    for process in descendants(of: pid) { kill(process, SIGSTOP) }
    let tree = descendants(of: pid)
    kill(-pid, SIGKILL)
    for process in tree { kill(process, SIGKILL) }
  }

  /// Every process below `pid`, from `ps`'s table of parents.
  static func descendants(of pid: pid_t) -> [pid_t] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/ps")
    if !FileManager.default.isExecutableFile(atPath: "/bin/ps") {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/ps")
    }
    process.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var children: [pid_t: [pid_t]] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ").compactMap { pid_t($0) }
      if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
    }
    var found: [pid_t] = []
    var queue = children[pid] ?? []
    while let next = queue.popLast() {
      found.append(next)
      queue += children[next] ?? []
    }
    return found
  }

  /// Decodes a wait status (the `WIFEXITED` family are macros Swift does not import).
  private static func ending(_ status: Int32) -> Ending {
    status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
  }

  /// Set by the interrupt handler; every running command sees it within 0.1 s, ends its tree
  /// and throws ``TimedCommandError/interrupted``. (A handler may only do async-signal-safe
  /// work, so it cannot end the trees itself.)
  static let interrupted = Atomic<Bool>(false)

  /// Makes Ctrl-C (`SIGINT`) end the commands running and their whole process trees, which do
  /// not get the terminal's signal themselves: each runs in a process group of its own.
  public static func endCommandsOnInterrupt() {
    signal(SIGINT) { _ in TimedCommand.interrupted.store(true, ordering: .relaxed) }
  }
}

/// Why a command did not run to its end.
public enum TimedCommandError: Error, CustomStringConvertible {
  case cannotStart(String, errno: Int32)
  /// Ctrl-C: the command and its tree were ended.
  case interrupted

  public var description: String {
    switch self {
    case .cannotStart(let command, let code): "cannot start \(command): \(String(cString: strerror(code)))"
    case .interrupted: "interrupted"
    }
  }
}
