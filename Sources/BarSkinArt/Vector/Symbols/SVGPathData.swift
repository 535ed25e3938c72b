import BarSkinCore
import Foundation

/// SVG path data (`d`) moved and scaled by one factor, command by command: what placing a
/// mask's drawing on a symbol template's master needs. A uniform scale and a translation keep
/// every command's kind (an arc's radii scale, its rotation and flags stay), so the path is
/// the same drawing, written in the template's coordinates.
public struct SVGPathData: Sendable {
    /// The factor and the offset of absolute coordinates.
    public var scale: Double, dx: Double, dy: Double

    /// A placement from its parts.
    public init(scale: Double, dx: Double, dy: Double) {
        self.scale = scale
        self.dx = dx
        self.dy = dy
    }

    /// The numbers each command takes per repetition.
    static let arity: [Character: Int] = ["M": 2, "L": 2, "T": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "A": 7, "Z": 0]

    /// `d` with every coordinate placed; numbers are written to three places, trailing zeros dropped.
    /// - Throws: ``SymbolProblem/malformedPath(detail:)`` for a command or number that cannot be read.
    public func placed(_ d: String) throws(SymbolProblem) -> String {
        var scanner = SVGPathScanner(Array(d.utf8))
        var parts: [String] = []
        var command: Character? = nil
        while let next = scanner.nextCommandOrNumberStart() {
            var letter: Character
            if let given = next {
                letter = given
            } else {
                // A number where a command was due repeats the last one (a moveto's repeats are linetos).
                guard let last = command, last.uppercased() != "Z" else { throw .malformedPath(detail: "a number before any command") }
                letter = last == "M" ? "L" : last == "m" ? "l" : last
            }
            command = letter
            let kind = Character(letter.uppercased()), relative = letter.isLowercase
            guard let count = Self.arity[kind] else { throw .malformedPath(detail: "unknown command '\(letter)'") }
            var numbers: [Double] = []
            for index in 0..<count {
                let isFlag = kind == "A" && (index == 3 || index == 4)
                guard let number = isFlag ? scanner.flag() : scanner.number() else {
                    throw .malformedPath(detail: "'\(letter)' needs \(count) numbers")
                }
                numbers.append(number)
            }
            parts.append(String(letter) + place(numbers, kind: kind, relative: relative).map(Self.format).joined(separator: " "))
            if kind == "Z" { command = letter }
        }
        return parts.joined(separator: " ")
    }

    /// One command's numbers placed: points moved and scaled, lengths scaled, an arc's angle and flags kept.
    private func place(_ numbers: [Double], kind: Character, relative: Bool) -> [Double] {
        let x = { (value: Double) in relative ? value * scale : value * scale + dx }
        let y = { (value: Double) in relative ? value * scale : value * scale + dy }
        switch kind {
        case "H": return [x(numbers[0])]
        case "V": return [y(numbers[0])]
        case "A": return [numbers[0] * scale, numbers[1] * scale, numbers[2], numbers[3], numbers[4], x(numbers[5]), y(numbers[6])]
        default: return numbers.enumerated().map { $0.offset % 2 == 0 ? x($0.element) : y($0.element) }
        }
    }

    /// A coordinate to three places, without trailing zeros or a negative zero: the same bytes every run.
    public static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
