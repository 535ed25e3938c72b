import BarSkinCore

/// Writes `NAME.imageset` holding one SVG or PDF as Xcode writes a vector image
/// set: the file alone in a `universal` slot with no scale, and the properties
/// `"preserves-vector-representation": true` and `"template-rendering-intent":
/// "template"`, so the app draws the drawing itself at any size, tinted by the
/// system. Only a flat, one-colour template icon can ship this way: gradients,
/// gloss and glows are pixels a catalog cannot make from a vector.
public struct VectorSetWriter: Sendable {
    /// The `.xcassets` folder.
    public var catalogPath: String

    /// A writer into the catalog at `catalogPath`.
    public init(catalogPath: String) {
        self.catalogPath = CatalogWriter(catalogPath: catalogPath).catalogPath
    }

    /// The file name of the drawing in the set `name`: `NAME.svg`, `NAME.pdf`.
    public static func fileName(_ name: String, vector path: String) -> String {
        name + "." + (VectorFormat(path: path)?.rawValue ?? "svg")
    }

    /// The set's Contents.json for the drawing `fileName`, in Xcode's layout.
    public static func contents(fileName: String) -> [UInt8] {
        let document = JSONValue.object([
            ("images", .array([.object([("filename", .string(fileName)), ("idiom", .string("universal"))])])),
            ("info", ImageSetContents.info),
            ("properties", .object([("preserves-vector-representation", .bool(true)), ("template-rendering-intent", .string("template"))])),
        ])
        return Array(document.renderedXcodeStyle().utf8)
    }

    /// Writes the set `name` from the drawing at `vector` (its `bytes`, copied unchanged), then its Contents.json.
    /// - Throws: ``FileError`` on write failures.
    public func write(name: String, vector: String, bytes: [UInt8]) throws -> [OutputRecord] {
        let folder = catalogPath + "/" + CatalogWriter.setFolder(name)
        let fileName = Self.fileName(name, vector: vector)
        var written = [try CatalogWriter(catalogPath: catalogPath).writeCatalogContentsIfMissing()]
        let path = try OutputFolder(path: folder, protecting: [vector]).destination(for: fileName, input: vector)
        written.append(OutputRecord(input: vector, output: path, bytes: bytes.count, status: OutputStatus(try AtomicFile.write(bytes, to: path, below: catalogPath))))
        let json = Self.contents(fileName: fileName)
        let contentsPath = folder + "/Contents.json"
        written.append(OutputRecord(input: nil, output: contentsPath, bytes: json.count, status: OutputStatus(try AtomicFile.write(json, to: contentsPath, below: catalogPath))))
        return written
    }
}
