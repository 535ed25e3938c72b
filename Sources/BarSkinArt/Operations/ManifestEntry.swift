import BarSkinCore

/// What one input produced, as a batch's ``OutputManifest`` records it.
public struct ManifestEntry: Sendable, Hashable {
    /// SHA-256 of the input file's bytes.
    public var sha256: String
    /// ``ManifestJob/optionsIdentifier`` of the run that wrote the outputs.
    public var options: String
    /// The files written, in output-role order.
    public var outputs: [ManifestFile]
    /// The input's pixel size, so warnings about it repeat without decoding it again.
    public var inputWidth: Int, inputHeight: Int

    /// An entry from its parts.
    public init(sha256: String, options: String, outputs: [ManifestFile], inputWidth: Int = 0, inputHeight: Int = 0) {
        self.sha256 = sha256
        self.options = options
        self.outputs = outputs
        self.inputWidth = inputWidth
        self.inputHeight = inputHeight
    }
}

/// One output file in a manifest, its path relative to the output folder.
public struct ManifestFile: Sendable, Hashable {
    /// Path below the output folder.
    public var path: String
    /// Pixel size.
    public var width: Int, height: Int
    /// File size, checked on re-runs to notice outputs changed by hand.
    public var bytes: Int

    /// A record from its parts.
    public init(path: String, width: Int, height: Int, bytes: Int) {
        self.path = path
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
