import BarSkinCore

/// A bare `.name` a generated symbol could be, and what else its place shows it is, if anything.
struct BareSymbolUse: Sendable {
    /// The use, as a reference to the symbol.
    var reference: ImageReference
    /// Another meaning its context gives it (`an argument of 'NSLayoutConstraint(…)'`): then it is only evidence.
    var otherMeaning: String?
    /// Whether the project declares the parameter it is passed to as an image: then it is the image's symbol.
    var goesToImageParameter = false
}
