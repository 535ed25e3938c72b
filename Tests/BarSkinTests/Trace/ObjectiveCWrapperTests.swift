@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Trace IV, cause 2: Objective-C wrappers followed to any depth (within a bound), their
/// string transforms applied to what the outermost caller wrote.
struct ObjectiveCWrapperTests {
    @Test func aCategoryWrapperReachedThroughTwoMore() {
        let project = TraceScratchProject()
        for name in ["bigred_btn", "cancel_btn", "other_btn"] { project.looseImage("Art/" + name) }
        project.text("UIImage+Buttons.m", """
            @implementation UIImage (Buttons)
            + (UIImage *)btnImage:(NSString *)name {
                return [UIImage imageNamed:[NSString stringWithFormat:@"%@_btn", [[name lowercaseString] stringByReplacingOccurrencesOfString:@" " withString:@""]]];
            }
            + (UIImage *)middleWrapper:(NSString *)title {
                return [UIImage btnImage:title];
            }
            + (UIImage *)outerWrapper:(NSString *)text {
                return [self middleWrapper:text];
            }
            @end

            """)
        project.text("Screen.m", """
            @implementation Screen
            - (void)viewDidLoad {
                self.big.image = [UIImage outerWrapper:@"Big Red"];
                self.cancel.image = [UIImage btnImage:@"Cancel"];
            }
            @end

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report).sorted() == [
            "Screen.m:3:44 outerWrapper: bigred_btn", "Screen.m:4:43 btnImage: cancel_btn",
        ])
        #expect(ObjectiveCValueSetTests.findings(report) == ["unused other_btn"])
    }

    @Test func wrappersThatCallEachOtherEndAndAnUncalledOneStaysDynamic() {
        let project = TraceScratchProject()
        for name in ["loop_icon", "spare"] { project.looseImage("Art/" + name) }
        project.text("UIImage+Loop.m", """
            @implementation UIImage (Loop)
            + (UIImage *)ping:(NSString *)name {
                return [self pong:name];
            }
            + (UIImage *)pong:(NSString *)name {
                UIImage *image = [UIImage imageNamed:name];
                return image ?: [self ping:[name lowercaseString]];
            }
            + (UIImage *)unused:(NSString *)name {
                return [self ping:[name stringByAppendingString:@"_x"]];
            }
            @end

            """)
        project.text("Screen.m", """
            void show(UIImageView *view) { view.image = [UIImage ping:@"loop_icon"]; }

            """)
        let report = DeclaredNameTests.trace(project)
        // The cycle ends (a repeated lower-casing adds nothing); the uncalled wrapper's name is
        // a dynamic name of its own, reported once.
        #expect(ObjectiveCValueSetTests.loaded(report) == ["*_x", "loop_icon"])
        #expect(ObjectiveCValueSetTests.findings(report) == ["unresolvableDynamic *_x", "unused spare"])
    }

    /// ownCloud's layout: a typed-string typedef in a header, an Objective-C wrapper taking it (with a
    /// suffixed probe it falls back from), the names as Swift statics of the imported type, Swift callers.
    @Test func swiftCallsOfAnObjectiveCWrapperOfATypedStringTakeTheStaticsTheyName() {
        let project = TraceScratchProject()
        for name in ["branding-logo", "branding-background", "branding-background-setup", "camera-badge"] {
            project.looseImage("Theming/" + name)
        }
        project.text("Framework/Branding.h", """
            typedef NSString* BrandingImageName NS_TYPED_EXTENSIBLE_ENUM;
            @interface Branding : NSObject
            - (nullable UIImage *)brandedImageNamed:(BrandingImageName)imageName;
            - (nullable UIImage *)brandedImageNamed:(BrandingImageName)imageName assetSuffix:(nullable NSString *)assetSuffix;
            @end

            """)
        project.text("Framework/Branding.m", """
            @implementation Branding
            - (nullable UIImage *)brandedImageNamed:(BrandingImageName)imageName
            {
            	return ([UIImage imageNamed:imageName inBundle:self.appBundle compatibleWithTraitCollection:nil]);
            }
            - (nullable UIImage *)brandedImageNamed:(BrandingImageName)imageName assetSuffix:(NSString *)assetSuffix
            {
            	UIImage *image = nil;
            	if (assetSuffix != nil) {
            		image = [UIImage imageNamed:[imageName stringByAppendingFormat:@"-%@", assetSuffix] inBundle:self.appBundle compatibleWithTraitCollection:nil];
            	}
            	if (image == nil) {
            		image = [UIImage imageNamed:imageName inBundle:self.appBundle compatibleWithTraitCollection:nil];
            	}
            	return (image);
            }
            @end

            """)
        project.text("Shared/Branding+App.swift", """
            extension BrandingImageName {
            	public static let brandLogo : BrandingImageName = BrandingImageName("branding-logo")
            	public static let brandBackground : BrandingImageName = BrandingImageName("branding-background")
            	public static let legacyBrandLogo : BrandingImageName = BrandingImageName("branding-login-logo")
            }

            """)
        project.text("App/BrandView.swift", """
            final class BrandView {
            	func update(assetSuffix: String?) {
            		logo.image = Branding.shared.brandedImageNamed(.brandLogo) ?? Branding.shared.brandedImageNamed(.legacyBrandLogo)
            		background.image = Branding.shared.brandedImageNamed(.brandBackground, assetSuffix: assetSuffix)
            	}
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report).sorted() == [
            "App/BrandView.swift:3:50 brandedImageNamed(_:) branding-logo",
            "App/BrandView.swift:3:99 brandedImageNamed(_:) branding-login-logo",
            "App/BrandView.swift:4:56 brandedImageNamed(_:assetSuffix:) branding-background",
            "App/BrandView.swift:4:56 brandedImageNamed(_:assetSuffix:) branding-background-*",
        ])
        // The suffixed probe falls back, so the legacy name's matching no image is no finding; its plain
        // name is missing. `-setup` is a suffix the argument may bring: possibly used, not used.
        #expect(ObjectiveCValueSetTests.findings(report) == [
            "missing branding-login-logo", "possiblyUsed branding-background-setup", "unused camera-badge",
        ])
    }
}
