import BarSkinCore

extension TintOperation {
    /// Why the tint cannot ship as a template vector set, or nil when it can: only a flat
    /// fill of the whole mask, with nothing drawn around or over it, is what a catalog
    /// draws from a vector in the system's tint.
    public var vectorRefusal: String? {
        for (state, look) in [("normal", normal), ("selected", selected)] {
            guard case .flat = look.fill else { return "its \(state) art has a gradient or an image fill" }
            if look.gloss != nil { return "its \(state) art has a gloss" }
            if look.edgeHighlight != 0 { return "its \(state) art has an edge highlight" }
        }
        if maskMode != .alpha { return "its mask is read by luminance" }
        if itemSize != nil { return "it is centred in an item-size canvas" }
        return nil
    }
}
