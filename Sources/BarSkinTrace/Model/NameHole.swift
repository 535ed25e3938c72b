import BarSkinCore

/// What an unresolved piece of a dynamic image name stands for: something one
/// file cannot tell but the whole project may, looked up once every source is read.
public indirect enum NameHole: Sendable, Hashable {
    /// A constant declared somewhere in the project (`kShareIcon`, a `#define`): the keys to try in order.
    case constant([String])
    /// The parameter at this position of the method the call sits in: a
    /// wrapper, whose callers say what it loads.
    case parameter(Int)
    /// A number a format writes (`%ld`, `%02d`): one or more digits, never a whole name by itself.
    case digits
    /// A whole number in this range, written in decimal as Swift's interpolation writes it:
    /// `ForEach(0..<198)`'s element, a day of the month. Its names are known exactly, however many.
    case integers(ClosedRange<Int>)
    /// A piece not yet known with a string transform to apply once it is
    /// (`[name lowercaseString]` in a wrapper: its callers' literals lower-cased).
    case transformed(NameHole, StringTransform)

    /// The piece under any transforms.
    var untransformed: NameHole {
        if case .transformed(let inner, _) = self { return inner.untransformed }
        return self
    }
}
