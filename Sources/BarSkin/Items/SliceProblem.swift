import BarSkinCore

/// Why an input of `slice` cannot be shipped: a ``SliceProblem`` about the input.
public typealias SliceError = Located<SliceProblem>

/// What keeps an input of `slice` from being shipped, before it is tied to its file.
public enum SliceProblem: Problem, Equatable {
    /// The input is already an Android 9-patch; slice takes art without the frame.
    case alreadyNinePatch

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .alreadyNinePatch: "already an Android 9-patch; slice takes art without the frame"
        }
    }
}
