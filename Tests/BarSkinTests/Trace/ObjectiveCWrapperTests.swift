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
}
