import BarSkinCore

/// What one storyboard or xib says about images: every reference, and for
/// storyboards the scenes and how they connect, for the launch set.
public struct InterfaceDocument: Sendable {
    /// The document's path.
    public var path: String
    /// `.storyboard` or `.xib`.
    public var source: ReferenceSource
    /// Every image reference, in document order.
    public var references: [ImageReference]
    /// The view controller id the storyboard starts with.
    public var initialViewController: String?
    /// The scenes, in document order (storyboards only).
    public var scenes: [StoryboardScene]
    /// How many `catalog="system"` SF Symbols it uses; they are never looked up.
    public var systemSymbols: Int
    /// Every named catalog colour it uses (`<color key="…" name="Brand"/>`, `<namedColor name="Brand">`), in document order.
    public var colorLoads: [AssetLoad] = []
}

/// One storyboard scene: its view controller, its images and its relationships.
public struct StoryboardScene: Sendable {
    /// The `sceneID`.
    public var sceneID: String
    /// The id of the scene's view controller.
    public var controllerID: String?
    /// The controller element: `viewController`, `tabBarController`, `navigationController`, ...
    public var controllerKind: String?
    /// A readable name: storyboard identifier, custom class, or scene id.
    public var name: String
    /// Indices into the document's references that belong to this scene.
    public var referenceIndices: [Int]
    /// Relationship and embed segues: (relationship or kind, destination controller id), in order.
    public var relationships: [(kind: String, destination: String)]
}
