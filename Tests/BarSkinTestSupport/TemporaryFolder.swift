import BarSkin
import Foundation

/// A fresh folder under the system's temporary directory, removed with its
/// contents when the last reference to it goes.
///
/// Both test targets use it; open so a test target can make a folder that comes
/// seeded with a project (the CLI tests' `BuildWorkspace`, `ScratchFolder`).
open class TemporaryFolder {
    /// The folder's location.
    public let url: URL
    /// The folder's absolute path.
    public var path: String { url.path }

    /// Creates an empty folder with a unique name.
    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("barskin-test-" + UUID().uuidString)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes bytes to a path relative to the folder, creating the folders on the way.
    /// - Returns: the file's absolute path.
    @discardableResult
    public func write(_ bytes: [UInt8], to relative: String) -> String {
        let file = url.appendingPathComponent(relative)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: file)
        return file.path
    }

    /// Whether anything exists at a relative path.
    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path)
    }

    /// The bytes of the file at a relative path, or nil when it cannot be read.
    public func contents(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url.appendingPathComponent(relative).path).map(Array.init)
    }

    /// The modification date of the file at a relative path, or nil when it is missing.
    public func modificationDate(_ relative: String) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(relative).path)[.modificationDate] as? Date
    }

    /// Every file below `relative` (or the whole folder), sorted, hidden files included.
    public func listing(_ relative: String = "") -> [String] {
        let root = relative.isEmpty ? url : url.appendingPathComponent(relative)
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(next).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(next) }
        }
        return files.sorted()
    }
}
