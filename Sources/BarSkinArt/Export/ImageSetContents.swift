import BarSkinCore
import Foundation

/// An image set's `Contents.json`: its image entries, with the document kept
/// whole so that updating one entry leaves every other key as it was.
public struct ImageSetContents: Sendable {
    /// One entry of `images[]`.
    public struct Image: Sendable {
        /// `idiom`, `universal` when missing.
        public var idiom: String
        /// `scale` as a number (`2x` is 2), nil when missing.
        public var scale: Int?
        /// `filename`, nil for an empty slot.
        public var filename: String?
        /// `resizing`, if any.
        public var resizing: ImageSetResizing?
        /// The entry as it is in the file.
        public var json: JSONValue
    }

    /// The image entries in file order.
    public var images: [Image]
    /// The whole document, object keys sorted.
    public var document: JSONValue

    /// Reads `Contents.json` bytes; `path` names the file in errors.
    /// - Throws: ``ImageSetError``.
    public init(parsing bytes: [UInt8], path: String) throws {
        let document: JSONValue
        if let decoded = try? JSONDecoder().decode(DecodedJSON.self, from: Data(bytes)).value {
            guard decoded.objectMembers != nil else { throw ImageSetProblem.unexpectedShape(detail: "the top level is not an object").located(at: path) }
            document = decoded
        } else {
            // Foundation's parser for what the decoder refuses: it says where the file is wrong.
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: Data(bytes))
            } catch {
                throw Self.syntaxError(error, bytes: bytes, path: path)
            }
            guard object is [String: Any], let converted = JSONValue(foundation: object) else {
                throw ImageSetProblem.unexpectedShape(detail: "the top level is not an object").located(at: path)
            }
            document = converted
        }
        self.document = document
        images = []
        guard let list = document["images"] else { return }
        guard case .array(let entries) = list else {
            throw ImageSetProblem.unexpectedShape(detail: "images is not an array").located(at: path)
        }
        for entry in entries {
            guard entry.objectMembers != nil else {
                throw ImageSetProblem.unexpectedShape(detail: "an images entry is not an object").located(at: path)
            }
            var image = Image(idiom: "universal", scale: nil, filename: nil, resizing: nil, json: entry)
            if case .string(let idiom)? = entry["idiom"] { image.idiom = idiom }
            if let scale = entry["scale"] { image.scale = try Self.scale(scale, path: path) }
            if case .string(let filename)? = entry["filename"] { image.filename = filename }
            if let resizing = entry["resizing"] { image.resizing = try ImageSetResizing(json: resizing, path: path) }
            images.append(image)
        }
    }

    /// `"1x"` to `"9x"` as a number; anything else (`"0x"`, `"-2x"`, `2`) would
    /// make a nonsensical pixel size, so it is refused here.
    private static func scale(_ value: JSONValue, path: String) throws -> Int {
        if case .string(let text) = value, text.count == 2, text.hasSuffix("x"), let scale = Int(text.prefix(1)), scale >= 1 {
            return scale
        }
        let shown = if case .string(let text) = value { "'\(text.excerpt)'" } else { String(value.rendered().dropLast()) }
        throw ImageSetProblem.unexpectedShape(detail: "scale \(shown) is not one of 1x to 9x").located(at: path)
    }

    /// An empty image set document: no images, Xcode's `info`.
    public init() {
        images = []
        document = .object([("images", .array([])), ("info", Self.info)])
    }

    /// `{"author": "xcode", "version": 1}`, so Xcode leaves the file as it is.
    public static let info = JSONValue.object([("author", .string("xcode")), ("version", .int(1))])

    /// Foundation says "... around line 3, column 7." or "... around character 41.";
    /// either becomes a line and column.
    private static func syntaxError(_ error: any Error, bytes: [UInt8], path: String) -> ImageSetError {
        let description = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        var detail = description
        var line: Int?, column: Int?
        if let range = description.range(of: " around character ") {
            detail = String(description[..<range.lowerBound])
            let digits = description[range.upperBound...].prefix { $0.isNumber }
            if let offset = Int(digits) {
                let prefix = bytes.prefix(offset)
                line = prefix.filter { $0 == 10 }.count + 1
                column = prefix.count - (prefix.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
            }
        } else if let range = description.range(of: " around line ") {
            detail = String(description[..<range.lowerBound])
            let numbers = description[range.upperBound...].split { !$0.isNumber }.compactMap { Int($0) }
            if numbers.count >= 2 { line = numbers[0]; column = numbers[1] }
        }
        if line == nil && description.lowercased().contains("end of file") {
            // The problem is where the text stops.
            line = bytes.filter { $0 == 10 }.count + 1
            column = bytes.count - (bytes.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
        }
        if detail.hasSuffix(".") { detail.removeLast() }
        if let first = detail.first, first.isUppercase { detail = first.lowercased() + detail.dropFirst() }
        return ImageSetProblem.malformedJSON(detail: detail.isEmpty ? "not valid JSON" : detail).located(at: path, line: line, column: column)
    }
}
