import BarSkinCore

/// How new drawing combines with what is already on the canvas (Porter-Duff
/// operators and the common blend modes). "Source" is what is being drawn,
/// "destination" what the canvas holds.
public enum CompositeOperator: Sendable, Hashable, CaseIterable {
    /// Source on top of destination: ordinary painting.
    case over
    /// Source replaces destination where drawn, transparency included.
    case source
    /// Clears what is drawn over.
    case clear
    /// Source only where destination is opaque, destination removed.
    case sourceIn
    /// Source on top of destination, only where destination is opaque.
    case sourceAtop
    /// Destination kept where source is opaque (alpha of both multiplied):
    /// Core Graphics' `DestinationIn`, the way icons cut a gradient to their shape.
    case destinationIn
    /// Destination kept where source is transparent: punches the source's shape out.
    case destinationOut
    /// Source underneath destination.
    case destinationOver
    /// Colours multiplied: darkens.
    case multiply
    /// Inverted colours multiplied: lightens.
    case screen
    /// Multiply or screen depending on the destination: contrast.
    case overlay
    /// Source and destination added, saturating at white and opaque: glows.
    case add
}
