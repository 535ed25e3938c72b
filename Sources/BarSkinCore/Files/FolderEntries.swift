/// The entry names of one folder, read with `readdir` so that names that are
/// not UTF-8 are seen and reported rather than silently dropped or mangled.
package struct FolderEntries {
    /// The names that are valid UTF-8, unsorted, without `.` and `..`.
    package var names: [String] = []
    /// The other names, each byte outside UTF-8 shown as `\xFF`.
    var undecodableNames: [String] = []

    /// Lists `folder`.
    /// - Throws: ``FileProblem/unreadableFolder(reason:)`` with the system's reason.
    package init(listing folder: String) throws(FileError) {
        var names: [String] = [], undecodableNames: [String] = []
        let listed = SystemCalls.forEachEntryName(in: folder) { bytes in
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { return }
            let name = String(decoding: bytes, as: UTF8.self)
            if Array(name.utf8) == bytes {
                names.append(name)
            } else {
                undecodableNames.append(Self.showingBadBytes(bytes))
            }
        }
        guard listed else { throw FileProblem.unreadableFolder(reason: AtomicFile.errnoText()).located(at: folder) }
        (self.names, self.undecodableNames) = (names, undecodableNames)
    }

    /// The valid UTF-8 runs as they are and every other byte as `\xFF`.
    static func showingBadBytes(_ bytes: [UInt8]) -> String {
        var text = "", index = 0
        while index < bytes.count {
            // The longest valid prefix from here: UTF-8 sequences are at most 4 bytes.
            var decoded = false
            for length in (1...min(4, bytes.count - index)).reversed() {
                let piece = Array(bytes[index..<index + length])
                let string = String(decoding: piece, as: UTF8.self)
                if Array(string.utf8) == piece {
                    text += string
                    index += length
                    decoded = true
                    break
                }
            }
            if !decoded {
                text += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return text
    }
}
