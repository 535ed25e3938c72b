extension NamePattern {
    /// Most digits a whole number in a range is tried with: `Int`'s own most.
    private static let maximumDigits = 19

    /// Whether `name` fits a pattern holding a whole-number range (`Inv` then 0 to 197).
    ///
    /// A range's piece is the decimal an interpolation writes: no leading zero but in `0`, a
    /// minus for a negative number. Matched piece by piece from each position a piece can end
    /// at, each pair of piece and position tried once, so a name costs pieces × length² at worst.
    func matchesWithIntegers(_ name: [Unicode.Scalar]) -> Bool {
        var tried = Set<Int>()
        func matches(_ piece: Int, from start: Int) -> Bool {
            if piece == segments.count { return start == name.count }
            guard tried.insert(piece * (name.count + 1) + start).inserted else { return false }
            switch segments[piece] {
            case .text(let text):
                let wanted = Array(text.unicodeScalars)
                guard start + wanted.count <= name.count, Array(name[start..<(start + wanted.count)]) == wanted else { return false }
                return matches(piece + 1, from: start + wanted.count)
            case .unresolved(.integers(let range)):
                return Self.numberEnds(in: name, from: start).contains { end in
                    Int(String(String.UnicodeScalarView(name[start..<end]))).map(range.contains) == true && matches(piece + 1, from: end)
                }
            case .unresolved(.digits):
                var end = start
                while end < name.count, Self.isDigit(name[end]) {
                    end += 1
                    if matches(piece + 1, from: end) { return true }
                }
                return false
            case .hole, .unresolved:
                // At least one character, as in ``matchesStem(_:)``.
                return (start + 1...max(start + 1, name.count)).contains { $0 <= name.count && matches(piece + 1, from: $0) }
            }
        }
        return matches(0, from: 0)
    }

    /// Where a whole number written from `start` may end: after each of its digits, but after
    /// the first alone when that is `0`, since an interpolation writes no leading zero.
    private static func numberEnds(in name: [Unicode.Scalar], from start: Int) -> [Int] {
        var first = start
        if first < name.count, name[first] == "-" { first += 1 }
        var ends: [Int] = []
        var end = first
        while end < name.count, end - first < maximumDigits, isDigit(name[end]) {
            end += 1
            ends.append(end)
            if name[first] == "0" { break }
        }
        return ends
    }

    /// Whether a character is an ASCII digit, as a number's decimal is written.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
}
