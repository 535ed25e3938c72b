#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An unnamed temporary file (`tmpfile`): gone when closed, even if the process is
/// killed. Owns its `FILE` and closes it when let go.
package final class TemporaryStream {
    private let file: UnsafeMutablePointer<FILE>

    /// A new empty temporary file; nil when none can be created.
    package init?() {
        guard let file = tmpfile() else { return nil }
        self.file = file
    }

    deinit { fclose(file) }

    /// Appends `bytes` and flushes them to the file; false when not all of them got there.
    package func write(_ bytes: [UInt8]) -> Bool {
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        return written == bytes.count && fflush(file) == 0
    }

    /// Goes back to the start, to read what was written.
    package func rewindToStart() {
        rewind(file)
    }

    /// Fills `buffer` from where reading is; false when the file held fewer bytes.
    package func read(into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        fread(buffer.baseAddress, 1, buffer.count, file) == buffer.count
    }
}
