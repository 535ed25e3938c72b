import BarSkinArt
import BarSkinCore

extension SkinMapping {
    /// A colour, `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`, or nil when absent.
    func color(_ key: String) throws(SkinError) -> Color? {
        guard let (text, line, column) = try string(key) else { return nil }
        do { return Color(try TintSettings.color(text, key: "'\(key)'")) } catch {
            throw SkinProblem.invalidValue(detail: error.message).located(at: path, line: line, column: column)
        }
    }

    /// A finite number, or nil when absent.
    func number(_ key: String, unit: String) throws(SkinError) -> Double? {
        guard let (text, line, column) = try string(key) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw SkinProblem.invalidValue(detail: "'\(key)' must be a number of \(unit), not '\(text.excerpt)'").located(at: path, line: line, column: column)
        }
        return value
    }

    /// A list of distinct whole numbers in `allowed`, each located when it is not one.
    func numbers(_ key: String, allowed: ClosedRange<Int>, noun: String) throws(SkinError) -> [Int] {
        var numbers: [Int] = []
        for node in try list(key) ?? [] {
            let (line, column) = Self.position(of: node)
            guard case .scalar(let scalar) = node, scalar.string.allSatisfy(\.isASCIIDigit), let number = Int(scalar.string),
                  allowed.contains(number), !numbers.contains(number) else {
                throw SkinProblem.invalidValue(detail: "each of '\(key)' must be a \(noun) "
                                    + "from \(allowed.lowerBound) to \(allowed.upperBound), given once, not \(Self.kind(of: node))").located(at: path, line: line, column: column)
            }
            numbers.append(number)
        }
        return numbers
    }

    /// The position of `key`'s value, or of the mapping when it is absent.
    func position(of key: String) -> (line: Int, column: Int) {
        values[key].map { ($0.line, $0.column) } ?? (line, column)
    }
}

extension Array {
    /// The array, or nil when it is empty.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
