// A stub of exactly the UIKit API BarSkin's generated appearance code uses, with the
// availability Apple's documentation gives each symbol.
@_exported import DeveloperToolsSupport
@_exported import Foundation
@_exported import _Concurrency

@available(iOS 2.0, *)
open class UIColor: NSObject {
    @available(iOS 17.0, *)
    public convenience init(resource: ColorResource) { fatalError() }
}

@available(iOS 2.0, *)
open class UIImage: NSObject {
    public override init() { fatalError() }
    @available(iOS 17.0, *)
    public convenience init(resource: ImageResource) { fatalError() }
    @available(iOS 2.0, *)
    public convenience init?(named name: String) { fatalError() }
}

extension NSAttributedString.Key {
    @available(iOS 6.0, *)
    public static var foregroundColor: NSAttributedString.Key { fatalError() }
}

@available(iOS 2.0, *)
@MainActor open class UIView: NSObject {
    @available(iOS 7.0, *)
    open var tintColor: UIColor! { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {
    open var image: UIImage? { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UITabBarItem: UIBarItem {
    @available(iOS 7.0, *)
    open var selectedImage: UIImage? { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS 26.0, *)
        case prominent = 2
    }
}

@available(iOS 13.0, *)
@MainActor open class UIBarAppearance: NSObject {
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open var backgroundImage: UIImage? { get { fatalError() } set {} }
    open var shadowImage: UIImage? { get { fatalError() } set {} }
    open var shadowColor: UIColor? { get { fatalError() } set {} }
}

@available(iOS 13.0, *)
@MainActor open class UITabBarItemStateAppearance: NSObject {
    open var iconColor: UIColor? { get { fatalError() } set {} }
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
    open var badgeBackgroundColor: UIColor? { get { fatalError() } set {} }
}

@available(iOS 13.0, *)
@MainActor open class UITabBarItemAppearance: NSObject {
    public override init() { fatalError() }
    open var normal: UITabBarItemStateAppearance { fatalError() }
    open var selected: UITabBarItemStateAppearance { fatalError() }
}

@available(iOS 13.0, *)
@MainActor open class UITabBarAppearance: UIBarAppearance {
    public override init() { fatalError() }
    open var selectionIndicatorImage: UIImage? { get { fatalError() } set {} }
    open var stackedLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
    open var inlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
    open var compactInlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UITabBar: UIView {
    @available(iOS 13.0, *)
    open var standardAppearance: UITabBarAppearance { get { fatalError() } set {} }
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? { get { fatalError() } set {} }
}

@available(iOS 13.0, *)
@MainActor open class UIBarButtonItemStateAppearance: NSObject {
    open var backgroundImage: UIImage? { get { fatalError() } set {} }
}

@available(iOS 13.0, *)
@MainActor open class UIBarButtonItemAppearance: NSObject {
    public init(style: UIBarButtonItem.Style) { fatalError() }
    open var normal: UIBarButtonItemStateAppearance { fatalError() }
    open var highlighted: UIBarButtonItemStateAppearance { fatalError() }
}

@available(iOS 13.0, *)
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    public override init() { fatalError() }
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set {} }
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set {} }
    open var backButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set {} }
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {}
}

@available(iOS 2.0, *)
@MainActor open class UINavigationBar: UIView {
    @available(iOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance { get { fatalError() } set {} }
    @available(iOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }
    @available(iOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set {} }
}
