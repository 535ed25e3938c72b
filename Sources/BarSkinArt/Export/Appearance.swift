import BarSkinCore

/// The trait an image is drawn for: the light look (`any`), Dark Mode, Increase
/// Contrast, or both. An asset catalog holds them side by side in one image set and
/// UIKit picks one as the trait changes; Android reads the dark one from `-night` folders.
public enum Appearance: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The light look, used wherever no other appearance matches.
    case any
    /// Dark Mode.
    case dark
    /// Increase Contrast in the light look.
    case highContrast = "high-contrast"
    /// Increase Contrast in Dark Mode.
    case darkHighContrast = "dark-high-contrast"

    /// The skin key of its look (`dark`, `high-contrast`, `dark-high-contrast`); nil for the light look.
    public var key: String? { self == .any ? nil : rawValue }

    /// The appearances a section may give a look of its own, in the order Xcode lists their entries.
    public static var variants: [Appearance] { allCases.filter { $0 != .any } }

    /// What goes before a loose file's scale (`Bar-320-dark@2x.png`) and in an image set's file names.
    public var fileSuffix: String { self == .any ? "" : "-" + rawValue }

    /// The Android resource qualifier of its 9-patches (`drawable-night-xhdpi`), nil where
    /// Android has none: it has no qualifier for Increase Contrast, so those looks stay in the catalog.
    public var androidQualifier: String? {
        switch self {
        case .any: ""
        case .dark: "-night"
        case .highContrast, .darkHighContrast: nil
        }
    }

    /// The entry's `appearances` array as Xcode writes it (luminosity before contrast); nil for `any`.
    public var catalogJSON: JSONValue? {
        let dark = JSONValue.object([("appearance", .string("luminosity")), ("value", .string("dark"))])
        let high = JSONValue.object([("appearance", .string("contrast")), ("value", .string("high"))])
        switch self {
        case .any: return nil
        case .dark: return .array([dark])
        case .highContrast: return .array([high])
        case .darkHighContrast: return .array([dark, high])
        }
    }

    /// The appearance an image set entry's `appearances` names, nil for one BarSkin does not write
    /// (`light`, a gamut, ...), which it then leaves alone.
    public init?(catalogJSON: JSONValue?) {
        guard let match = Self.allCases.first(where: { $0.catalogJSON == catalogJSON }) else { return nil }
        self = match
    }

    /// The appearances whose entries a device shows in this one, nearest first, where an image set
    /// has no entry of its own for it: Increase Contrast in Dark Mode matches dark before contrast
    /// (luminosity first, as Xcode lists the traits), and every look ends at the light one.
    public var fallbacks: [Appearance] {
        switch self {
        case .any: [.any]
        case .dark: [.dark, .any]
        case .highContrast: [.highContrast, .any]
        case .darkHighContrast: [.darkHighContrast, .dark, .any]
        }
    }

    /// Xcode's order: any, dark, high contrast, dark with high contrast.
    public static func < (left: Appearance, right: Appearance) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
