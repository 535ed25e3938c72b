import BarSkinCore

/// Why one input of a batch cannot be written, whatever the operation.
public enum BatchError: RemediableError, Equatable {
    /// One of the outputs would replace an input file (`b.png` next to `b-normal.png`).
    case outputIsInput(path: String, output: String)

    /// The input the error is about.
    public var path: String {
        switch self {
        case .outputIsInput(let path, _): path
        }
    }

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .outputIsInput(_, let output): "its output \(output) would overwrite an input"
        }
    }

    /// Another output folder.
    public var remedy: Remedy? {
        switch self {
        case .outputIsInput: .otherOutputFolder
        }
    }
}
