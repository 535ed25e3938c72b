#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSystem

extension SystemCalls {
    /// The path that runs this very program again: `/proc/self/exe` on Linux (the same file
    /// even if it was replaced since), the executable's path elsewhere; nil where unknown.
    package static func ownExecutable() -> String? {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// A connected pair of Unix-domain stream sockets (`socketpair`), both close-on-exec; nil with `errno` set.
    package static func socketPair() -> (Int32, Int32)? {
        var pair: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair)
        #else
        let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &pair)
        if made == 0 { for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
        #endif
        return made == 0 ? (pair[0], pair[1]) : nil
    }

    /// Starts `executable` with `arguments` (the first is its name) and this environment
    /// (`posix_spawn`), with `socket` as its standard input, `/dev/null` as its output and
    /// error and no other descriptor; its process id, or nil with the error number.
    package static func spawnProcess(_ executable: String, arguments: [String], socket: Int32) -> Result<Int32, SpawnFailure> {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, socket, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Signals: the default action for each and none blocked, whatever this process set.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        #if canImport(Glibc)
        _ = bs_spawn_close_from(&actions, 3)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        #else
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #endif
        var pid: pid_t = 0
        let words = arguments.map { strdup($0) } + [nil]
        defer { words.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, &attributes, words, environ)
        return status == 0 ? .success(pid) : .failure(SpawnFailure(number: status))
    }

    /// Why a process could not be started: its `errno` value.
    package struct SpawnFailure: Error, Sendable {
        /// The error number.
        package let number: Int32
        /// The last failed call's.
        package static var lastError: SpawnFailure { SpawnFailure(number: errno) }
        /// No executable to start (`ENOENT`).
        package static let noExecutable = SpawnFailure(number: ENOENT)
        /// Its text, lowercase.
        package var text: String { SystemCalls.errorText(number) }
    }

    /// Waits up to `milliseconds` for `descriptor` to be readable (`poll`), or writable when
    /// `writing`: true when it is (or has hung up), false on time-out.
    package static func waitUntilReady(_ descriptor: Int32, writing: Bool, milliseconds: Int) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(writing ? POLLOUT : POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, Int32(clamping: max(0, milliseconds)))
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }

    /// Sends up to `count` bytes on a socket without waiting and without SIGPIPE when the other
    /// end is gone (`send`): how many, or -1 with `errno` set.
    package static func sendBytes(to socket: Int32, from buffer: UnsafeRawPointer, count: Int) -> Int {
        #if canImport(Glibc)
        send(socket, buffer, count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
        #else
        send(socket, buffer, count, MSG_DONTWAIT)
        #endif
    }

    /// Receives up to `count` bytes from a socket without waiting (`recv`): how many, 0 when
    /// the other end is gone, or -1 with `errno` set (`wouldBlock` when none are there yet).
    package static func receiveBytes(from socket: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        recv(socket, buffer, count, Int32(MSG_DONTWAIT))
    }

    /// Kills process `pid` (`kill` with `SIGKILL`).
    package static func killProcess(_ pid: Int32) {
        kill(pid, SIGKILL)
    }

    /// Kills this very process (`raise(SIGKILL)`): nothing after it runs, as when power fails.
    package static func killSelf() -> Never {
        raise(SIGKILL)
        // SIGKILL cannot be caught; this is never reached.
        exitProcess(137)
    }

    /// How a process ended: its exit status, or the signal that ended it.
    package enum ProcessEnding: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Waits for process `pid` to end (`waitpid`): how it ended, or nil when it cannot be waited for.
    @discardableResult
    package static func waitForProcess(_ pid: Int32) -> ProcessEnding? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        return ending(status)
    }

    /// Waits up to `milliseconds` for process `pid` to end by itself (`waitpid` without
    /// hanging, once a millisecond): how it ended, or nil when it is still running.
    package static func waitForProcess(_ pid: Int32, milliseconds: Int) -> ProcessEnding? {
        var status: Int32 = 0
        for _ in 0...max(0, milliseconds) {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { return ending(status) }
            if waited < 0, errno != EINTR { return nil }
            usleep(1000)
        }
        return nil
    }

    // WIFSIGNALED, WTERMSIG and WEXITSTATUS are macros Swift does not import; their shared definitions.
    private static func ending(_ status: Int32) -> ProcessEnding {
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? .signalled(signal) : .exited((status >> 8) & 0xFF)
    }

    /// The conventional name of signal `number` (`SIGABRT`), or `signal N`.
    package static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE",
                                      SIGKILL: "SIGKILL", SIGXCPU: "SIGXCPU", SIGTRAP: "SIGTRAP", SIGSYS: "SIGSYS", SIGTERM: "SIGTERM"]
        return names[number] ?? "signal \(number)"
    }

    /// Whether `number` is `SIGXCPU`, the processor-time limit's signal.
    package static func isProcessorTimeSignal(_ number: Int32) -> Bool { number == SIGXCPU }
}
