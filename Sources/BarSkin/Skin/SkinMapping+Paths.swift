import BarSkinArt
import BarSkinCore

extension SkinMapping {
    /// A path to an image file that must be present.
    func requiredFile(_ key: String) throws(SkinError) -> (text: String, line: Int, column: Int) {
        guard let value = try file(key) else { throw SkinProblem.missingKey(key: key, context: context).located(at: path, line: line, column: column) }
        return value
    }

    /// A path as written; a control character would reach the disk cut short at a NUL, or not at all.
    func pathText(_ key: String) throws(SkinError) -> (text: String, line: Int, column: Int)? {
        guard let value = try string(key) else { return nil }
        if value.text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw SkinProblem.invalidValue(detail: "'\(key)' cannot be a path: '\(value.text.excerpt)' holds a control character").located(at: path, line: value.line, column: value.column)
        }
        return value
    }

    /// A path to an image file, never a folder (`Icons/`, `.`, `..`), or nil when absent.
    func file(_ key: String) throws(SkinError) -> (text: String, line: Int, column: Int)? {
        guard let value = try pathText(key) else { return nil }
        let last = value.text.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        if last.isEmpty || last == "." || last == ".." {
            throw SkinProblem.invalidValue(detail: "'\(key)' names a folder, '\(value.text)': name the image, like Icons/star.png").located(at: path, line: value.line, column: value.column)
        }
        return value
    }
}
