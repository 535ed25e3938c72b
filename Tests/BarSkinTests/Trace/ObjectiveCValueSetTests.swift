@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Trace IV, cause 2, in Objective-C: a name is the set of values its assignments,
/// branches and string transforms give it; a literal transformed stays a literal, and a
/// hole transformed stays a hole with the text around it kept.
struct ObjectiveCValueSetTests {
    /// Each finding as `kind name`: exact verdicts, so a `missing` or a stray warning fails.
    static func findings(_ report: TraceReport) -> [String] {
        report.findings.map { "\($0.kind) \($0.name)" }.sorted()
    }

    /// The names the references load, each once, sorted.
    static func loaded(_ report: TraceReport) -> [String] {
        Set(report.references.map(\.reference.displayName)).sorted()
    }

    @Test func aLiteralTransformedIsTheTransformedLiteral() {
        let project = TraceScratchProject()
        for name in ["star", "HEART", "Moon", "a_b", "plain", "logo", "badge", "tab_home", "Star", "spare"] {
            project.looseImage("Art/" + name)
        }
        project.text("Icons.m", """
            @implementation Icons
            - (void)load {
                self.a = [UIImage imageNamed:[@"STAR" lowercaseString]];
                self.b = [UIImage imageNamed:@"heart".uppercaseString];
                self.c = [UIImage imageNamed:[@"moon" capitalizedString]];
                self.d = [UIImage imageNamed:[@"a-b" stringByReplacingOccurrencesOfString:@"-" withString:@"_"]];
                self.e = [UIImage imageNamed:[@" plain " stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]]];
                self.f = [UIImage imageNamed:[@"logo" stringByAppendingPathExtension:@"png"]];
                self.g = [UIImage imageNamed:[@"badge.png" stringByDeletingPathExtension]];
                self.h = [UIImage imageNamed:[@"tab_" stringByAppendingString:@"home"]];
            }
            @end

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(Self.loaded(report) == ["HEART", "Moon", "a_b", "badge", "logo.png", "plain", "star", "tab_home"])
        #expect(Self.findings(report) == ["unused Star", "unused spare"])
    }

    @Test func aHoleTransformedKeepsTheTextAroundIt() {
        let project = TraceScratchProject()
        for name in ["icon_mail", "icon_chat", "wifi_on", "Icon_x", "spare"] { project.looseImage("Art/" + name) }
        project.text("Status.m", """
            @implementation Status
            - (void)show {
                self.icon.image = [UIImage imageNamed:[[NSString stringWithFormat:@"ICON_%@", self.kind] lowercaseString]];
                self.wifi.image = [UIImage imageNamed:[self.state stringByAppendingString:@"_on"]];
            }
            @end

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(Self.loaded(report) == ["*_on", "icon_*"])
        // What a pattern matches may be loaded; `Icon_x` fits no pattern once lower-cased.
        #expect(Self.findings(report) == [
            "possiblyUsed icon_chat", "possiblyUsed icon_mail", "possiblyUsed wifi_on", "unused Icon_x", "unused spare",
        ])
    }

    @Test func aLocalAssignedInBranchesHoldsEveryBranchsName() {
        let project = TraceScratchProject()
        for name in ["RoomA1x", "RoomB1x", "Hall", "attic", "flag_on", "flag_off", "Cellar"] { project.looseImage("Art/" + name) }
        project.text("Rooms.m", """
            @implementation RoomView
            - (UIImage *)roomImage:(NSInteger)floor {
                NSString *name;
                switch (floor) {
                    case 1:
                        name = [NSString stringWithFormat:@"Room%@1x.png", self.suffix];
                        break;
                    case 2: {
                        name = @"Hall";
                        break;
                    }
                    default:
                        name = [@"ATTIC" lowercaseString];
                }
                return [UIImage imageNamed:name];
            }
            - (UIImage *)flag:(BOOL)on {
                NSString *flag = nil;
                if (on) { flag = @"flag_on"; } else { flag = @"flag_off"; }
                return [UIImage imageNamed:flag];
            }
            @end

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(Self.loaded(report) == ["Hall", "Room*1x.png", "attic", "flag_off", "flag_on"])
        // `nil` is no name: the flag's two literals are all it can load, and `Room*1x` matches two rooms.
        #expect(Self.findings(report) == ["possiblyUsed RoomA1x", "possiblyUsed RoomB1x", "unused Cellar"])
    }
}
