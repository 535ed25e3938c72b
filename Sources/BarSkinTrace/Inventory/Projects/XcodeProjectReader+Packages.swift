import BarSkinCore

extension XcodeProjectReader {
    /// The folders of the local Swift packages the project at `path` uses
    /// (`XCLocalSwiftPackageReference`, `relativePath` from the folder that holds
    /// the `.xcodeproj`), absolute and sorted. They may lie outside the traced folders.
    ///
    /// The walker asks before any job reads the project, so it sees no bytes twice
    /// unless the project has such a reference; an unreadable project gives none
    /// here and its error when the project itself is read.
    public static func localPackages(ofProjectAt path: String, bytes: [UInt8]) -> [String] {
        guard contains(bytes, "XCLocalSwiftPackageReference"), let (_, objects) = try? parse(path: path, bytes: bytes) else { return [] }
        let projectFolder = PathText.folder(of: PathText.folder(of: PathText.absolute(path)))
        var folders = Set<String>()
        for case let object as [String: Any] in objects.values where object["isa"] as? String == "XCLocalSwiftPackageReference" {
            guard let relative = object["relativePath"] as? String, !relative.isEmpty else { continue }
            folders.insert(PathText.absolute(relative, in: projectFolder))
        }
        return folders.sorted()
    }

    /// Whether `bytes` holds the ASCII text `needle`. Over a buffer, not the array: the walker asks of
    /// every project file in turn, before anything runs beside it.
    private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index <= buffer.count - pattern.count {
                if buffer[index] == first, buffer[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
                index += 1
            }
            return false
        }
    }
}
