import BarSkinCore

extension ButtonLook {
    /// The look of the buttons on a bar of `bar`'s look: its tint, its titles' colour and
    /// their etched shadow.
    /// - Throws: as ``init(tint:font:fontSize:metrics:titleColor:shadowColor:shadowOffset:)``.
    public init(bar: NavigationBarLook, font: FontFace?, metrics: ButtonMetrics) throws {
        try self.init(tint: bar.tint, font: font, metrics: metrics, titleColor: bar.titleColor, shadowColor: bar.titleShadowColor,
                      shadowOffset: bar.titleShadowOffset)
    }
}
