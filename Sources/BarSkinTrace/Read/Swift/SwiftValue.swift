import BarSkinCore
import Foundation

/// What a Swift expression can evaluate to, as far as image names go: read from the
/// syntax tree where it is written, with the names it uses bound to what they are there
/// (a local's assignments, the enclosing function's parameter, a member of a declared
/// type), and evaluated into a set of names once the whole project is indexed
/// (``SwiftValueEvaluator``). Anything the reader cannot follow is ``unknown``: a hole,
/// never a guess.
indirect enum SwiftValue: Sendable, Hashable {
    /// Text known where it is written.
    case text(String)
    /// A value only known at run time (or not followed): a hole in the name.
    case unknown
    /// A number a format writes (`%ld`): digits only.
    case digits
    /// A whole-number literal (`198`): written in a name as its decimal, but no text of a name by itself.
    case integer(Int)
    /// Any whole number from `lower` up to `upper` (`upper` too where `closed`): the element of
    /// `ForEach(0..<count)`, a calendar's day. The bounds are evaluated once the project is indexed.
    case integers(lower: SwiftValue, upper: SwiftValue, closed: Bool)
    /// Pieces joined: `+`, interpolation, `String(format:)`.
    case concat([SwiftValue])
    /// One of several: the branches of `?:`, `??`, `if`, `switch`, a local's assignments.
    case choice([SwiftValue])
    /// The parameter at this position of the function the expression is in: its callers say.
    case parameter(Int)
    /// A name or member chain, followed through declared types once the project is indexed.
    case path(SwiftPath)
    /// A string transform applied to a value (`lowercased()`, `replacingOccurrences(of:with:)`).
    case transform(SwiftValue, StringTransform)
    /// A call of a function or initializer the project may declare (`iconName(for: kind)`),
    /// whose returned value the index knows.
    case call(SwiftCall)

    /// The values `+` of two values gives, flattening nested joins.
    static func joined(_ parts: [SwiftValue]) -> SwiftValue {
        var flat: [SwiftValue] = []
        for part in parts {
            if case .concat(let inner) = part { flat += inner } else { flat.append(part) }
        }
        return flat.count == 1 ? flat[0] : .concat(flat)
    }

    /// One of `options`, with duplicates and nested choices flattened.
    static func oneOf(_ options: [SwiftValue]) -> SwiftValue {
        var flat: [SwiftValue] = []
        for option in options {
            let inner: [SwiftValue]
            if case .choice(let nested) = option { inner = nested } else { inner = [option] }
            for value in inner where !flat.contains(value) { flat.append(value) }
        }
        return flat.count == 1 ? flat[0] : (flat.isEmpty ? .unknown : .choice(flat))
    }

    /// Whether the value holds one of the enclosing function's parameters.
    var usesParameter: Bool {
        switch self {
        case .parameter: true
        case .text, .unknown, .digits, .integer, .path: false
        case .integers(let lower, let upper, _): lower.usesParameter || upper.usesParameter
        case .concat(let parts), .choice(let parts): parts.contains(where: \.usesParameter)
        case .transform(let value, _): value.usesParameter
        case .call(let call): call.arguments.contains { $0.value.usesParameter } || (call.receiver?.usesParameter ?? false)
        }
    }

    /// Whether it is a parameter or a chain, whose text a number's format does not keep.
    var isParameterOrPath: Bool {
        switch self {
        case .parameter, .path: true
        default: false
        }
    }

    /// Whether anything of it is known text: a value with none names no image by itself.
    var hasText: Bool {
        switch self {
        case .text(let text): !text.isEmpty
        case .unknown, .digits, .integer, .integers, .parameter: false
        case .path, .call: true
        case .concat(let parts), .choice(let parts): parts.contains(where: \.hasText)
        case .transform(let value, _): value.hasText
        }
    }
}
