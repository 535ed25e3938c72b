import BarSkinCore

/// What a device does with one literal image name.
public enum Resolution: Sendable, Hashable {
    /// Found: the asset and the file loaded at the profile's highest scale
    /// (nil for an image set with no usable file).
    case found(assetKey: AssetKey, path: String?)
    /// Found only when ignoring case: works in the Simulator, fails on a device.
    case caseMismatch(assetKey: AssetKey, actualName: String, path: String?)
    /// Nothing by that name.
    case missing
}
