// A stub of exactly the SwiftUI API BarSkin's generated appearance code uses, with the
// availability Apple's documentation gives each symbol.
@_exported import DeveloperToolsSupport
@_exported import _Concurrency

@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct AnyView: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, *)
public struct Color: Hashable, ShapeStyle, View {
    @available(iOS 17.0, *)
    public init(_ resource: ColorResource) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 15.0, *)
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

@available(iOS 16.0, *)
public struct ToolbarPlacement: Hashable, Sendable {
    @available(iOS 16.0, *)
    public static var tabBar: ToolbarPlacement { fatalError() }
    @available(iOS 16.0, *)
    public static var navigationBar: ToolbarPlacement { fatalError() }
}

@available(iOS 13.0, *)
public struct ModifiedView<Content: View>: View {
    public var body: Never { fatalError() }
}

extension View {
    @available(iOS 15.0, *)
    public func tint(_ tint: Color?) -> some View { ModifiedView<Self>() }
    @available(iOS 16.0, *)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { ModifiedView<Self>() }
    @available(iOS 16.0, *)
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { ModifiedView<Self>() }
    @available(iOS 18.0, *)
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { ModifiedView<Self>() }
}
