import BarSkinCore
import Foundation

extension CatalogWriter {
    /// Files in `NAME.imageset` that its Contents.json does not list (such as
    /// the art of an entry `write` replaced), which actool reports as
    /// "unassigned child" warnings. Paths, sorted; empty when the set cannot be read.
    public func unassignedFiles(name: String) -> [String] {
        let folder = catalogPath + "/" + Self.setFolder(name)
        guard FileBytes.size(of: folder + "/Contents.json") != nil, let data = FileBytes.data(folder + "/Contents.json"),
              let contents = try? ImageSetContents(parsing: [UInt8](data), path: folder),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return [] }
        let listed = Set(contents.images.compactMap(\.filename))
        return names.filter { $0 != "Contents.json" && !$0.hasPrefix(".") && !listed.contains($0) }.sorted().map { folder + "/" + $0 }
    }

    /// The catalog's own Contents.json, created only when missing.
    package func writeCatalogContentsIfMissing() throws -> OutputRecord {
        let path = catalogPath + "/Contents.json"
        let bytes = Array(JSONValue.object([("info", ImageSetContents.info)]).renderedXcodeStyle().utf8)
        if FileManager.default.fileExists(atPath: path) {
            return OutputRecord(input: nil, output: path, bytes: FileBytes.size(of: path), status: .unchanged)
        }
        return OutputRecord(input: nil, output: path, bytes: bytes.count, status: OutputStatus(try AtomicFile.write(bytes, to: path, below: catalogPath)))
    }
}
