import BarSkinCore

/// What an unresolved piece of a dynamic image name stands for: something one
/// file cannot tell but the whole project may, looked up once every source is read.
public enum NameHole: Sendable, Hashable {
    /// An identifier or member chain as a Swift interpolation writes it
    /// (`name`, `Icon.home.rawValue`), before the file's own scopes are asked.
    case written([String])
    /// A constant declared somewhere in the project: the keys to try in order
    /// (`Tab.icon`, then the top-level `icon`; `*.icon` for any type's member).
    case constant([String])
    /// Every raw value of a `String` enum, by the enum's name.
    case rawValues(String)
    /// The parameter at this position of the function the call sits in: a
    /// wrapper, whose callers say what it loads.
    case parameter(Int)
    /// A stored `String` property of the enclosing type (`let icon: String` in a
    /// SwiftUI view): a wrapper whose memberwise initializer's callers say what it loads.
    case member(String)
    /// A number a format writes (`%ld`, `%02d`): one or more digits, never a whole name by itself.
    case digits
}
