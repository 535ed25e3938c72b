import BarSkinCore

/// A dynamic image name as a sequence of fixed text and holes: `"icon_\(i)"` is
/// `icon_` followed by one hole, shown as the glob `icon_*`.
public struct NamePattern: Sendable, Hashable {
    /// One piece of the name.
    public enum Segment: Sendable, Hashable {
        /// Text known at build time.
        case text(String)
        /// A part only known at run time.
        case hole
        /// A part the file alone cannot tell, which the whole project may: a
        /// constant declared elsewhere, an enum's raw values, a wrapper's parameter.
        /// Until resolved it matches like a hole.
        case unresolved(NameHole)

        /// Whether the piece is a number (digits, or a whole number in a range): never a whole name by itself.
        var isNumber: Bool {
            switch self {
            case .unresolved(.digits), .unresolved(.integers): true
            default: false
            }
        }

        /// Whether the piece is fixed text.
        var isText: Bool {
            if case .text = self { return true }
            return false
        }
    }

    /// The pieces, with adjacent text merged and adjacent holes collapsed.
    public private(set) var segments: [Segment]

    /// A pattern from pieces; merges neighbours so equal globs compare equal.
    public init(_ pieces: [Segment]) {
        var merged: [Segment] = []
        for piece in pieces {
            switch (merged.last, piece) {
            case (.text(let previous)?, .text(let next)): merged[merged.count - 1] = .text(previous + next)
            case (.hole?, .hole): continue
            case (_, .text(let next)) where next.isEmpty: continue
            default: merged.append(piece)
            }
        }
        segments = merged
    }

    /// True when there is no hole: the name is fully known.
    public var isLiteral: Bool { segments.allSatisfy(\.isText) }

    /// Whether some piece still waits for the project's declarations.
    public var isUnresolved: Bool {
        segments.contains { if case .unresolved = $0 { return true } else { return false } }
    }

    /// The fixed text when there is no hole.
    public var literal: String? {
        guard isLiteral else { return nil }
        return segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    /// The glob: text as is, each hole as `*`.
    public var glob: String {
        segments.map { if case .text(let text) = $0 { text } else { "*" } }.joined()
    }

    /// The pattern with a trailing image extension (`.png`, `.jpg`, ...) removed, as
    /// asset names are matched without it.
    public var withoutImageExtension: NamePattern {
        guard case .text(let last)? = segments.last, let dot = last.lastIndex(of: ".") else { return self }
        let suffix = last[last.index(after: dot)...].lowercased()
        guard ImageFileType.extensions.contains(suffix) else { return self }
        return NamePattern(segments.dropLast() + [.text(String(last[..<dot]))])
    }

    /// True when the pattern has no fixed text besides an image extension, so it
    /// would match every asset (`"%@.png"`): it is reported, and silences nothing.
    public var matchesEverything: Bool {
        withoutImageExtension.segments.allSatisfy { !$0.isText && !$0.isNumber }
    }

    /// Whether `name` fits the pattern, case-sensitively, ignoring a trailing image extension of the pattern.
    public func matches(_ name: String) -> Bool {
        withoutImageExtension.matchesStem(name)
    }

    /// Whether `name` fits the pattern as it is.
    ///
    /// A hole stands for at least one character (an interpolation is never empty
    /// in practice), so it is one any-character step plus a star. Stars are
    /// matched greedily, backtracking only to the last star: linear in practice
    /// and never worse than pattern × name, whatever the pattern holds.
    func matchesStem(_ name: String) -> Bool {
        if segments.contains(where: { if case .unresolved(.integers) = $0 { true } else { false } }) {
            return matchesWithIntegers(Array(name.unicodeScalars))
        }
        var steps: [Step] = []
        for segment in segments {
            switch segment {
            case .text(let text): steps += text.unicodeScalars.map(Step.scalar)
            case .unresolved(.digits): steps += [.digit, .digitRun]
            case .hole, .unresolved: steps += [.anyOne, .anyRun]
            }
        }
        if steps.contains(.digit) { return Self.matchesWithDigits(name, steps) }
        let text = Array(name.unicodeScalars)
        var step = 0, position = 0
        var lastRun: (step: Int, position: Int)?
        while position < text.count {
            if step < steps.count, steps[step] == .anyOne || steps[step] == .scalar(text[position]) {
                step += 1
                position += 1
            } else if step < steps.count, steps[step] == .anyRun {
                lastRun = (step, position)
                step += 1
            } else if let run = lastRun {
                lastRun = (run.step, run.position + 1)
                step = run.step + 1
                position = run.position + 1
            } else {
                return false
            }
        }
        while step < steps.count, steps[step] == .anyRun { step += 1 }
        return step == steps.count
    }

    /// One step of matching a name: a character, any one character, a run of any, a digit, a run of digits.
    private enum Step: Equatable { case scalar(Unicode.Scalar), anyOne, anyRun, digit, digitRun }

    /// Matching with digit runs, as a set of reachable steps per character: pattern × name at worst.
    private static func matchesWithDigits(_ name: String, _ steps: [Step]) -> Bool {
        func closed(_ states: [Bool]) -> [Bool] {
            var states = states
            for index in steps.indices where states[index] && (steps[index] == .anyRun || steps[index] == .digitRun) { states[index + 1] = true }
            return states
        }
        var states = closed([true] + Array(repeating: false, count: steps.count))
        for scalar in name.unicodeScalars {
            var next = Array(repeating: false, count: steps.count + 1)
            for index in steps.indices where states[index] {
                switch steps[index] {
                case .scalar(let wanted): if wanted == scalar { next[index + 1] = true }
                case .anyOne: next[index + 1] = true
                case .digit: if Self.isDigit(scalar) { next[index + 1] = true }
                case .anyRun: next[index] = true
                case .digitRun: if Self.isDigit(scalar) { next[index] = true }
                }
            }
            states = closed(next)
            if !states.contains(true) { return false }
        }
        return states[steps.count]
    }
}
