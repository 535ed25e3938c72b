/// The keys each mapping of a version 1 skin file may hold, in the order
/// messages list them.
enum SkinKeys {
    static let topLevel = ["version", "output", "catalog", "ninepatch", "tab-items", "backgrounds"]
    /// The look of tab bar art, shared by `tab-items` and each item; each is a `barskin tint` flag.
    static let look = ["style", "normal-color", "normal-gradient", "selected-color", "selected-gradient", "selected-fill",
                       "gloss", "edge-highlight", "mask-mode", "item-size"]
    static let tabItems = ["items"] + look
    static let tabItem = ["mask", "name"] + look
    static let background = ["image", "name", "insets", "mode", "left-cap", "top-cap", "content-insets", "template", "sizes"]
}
