import Foundation

/// A project in the layout Xcode 16 writes for a quarantine: an app whose `AppDelegate.swift` loads the
/// set `used`, an unused set `stale` in the namespaced group `Icons` of its catalog, and an unused loose
/// `old@2x.png` and `old@3x.png` that the app and its widget both copy. Written here, not copied from any app.
public enum QuarantineFixtureProject {
    /// The project file's path in the folder.
    public static let projectPath = "App.xcodeproj/project.pbxproj"

    /// Writes the project into the folder `root` (`P`) of `folder`.
    public static func write(into folder: TraceScratchProject, at root: String = "P") {
        folder.text(root + "/" + projectPath, projectText)
        folder.text(root + "/App/AppDelegate.swift", "import UIKit\n\nlet logo = UIImage(named: \"used\")\n")
        folder.text(root + "/App/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        folder.imageSet(root + "/App/Assets.xcassets/used")
        folder.namespace(root + "/App/Assets.xcassets/Icons")
        folder.imageSet(root + "/App/Assets.xcassets/Icons/stale")
        folder.looseImage(root + "/App/old")
    }

    /// The quarantine plan of the project, as text, with paths relative to its folder.
    public static let planLines = [
        "unused image set 'Icons/stale' (App/Assets.xcassets/Icons/stale.imageset): image set 'Icons/stale' is not used by any storyboard, xib, code, plist or skin file",
        "  move App/Assets.xcassets/Icons/stale.imageset/Contents.json -> BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/Contents.json",
        "  move App/Assets.xcassets/Icons/stale.imageset/stale@2x.png -> BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/stale@2x.png",
        "  move App/Assets.xcassets/Icons/stale.imageset/stale@3x.png -> BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/stale@3x.png",
        "  copy App/Assets.xcassets/Contents.json -> BarSkinQuarantine/Assets.xcassets/Contents.json",
        "  copy App/Assets.xcassets/Icons/Contents.json -> BarSkinQuarantine/Assets.xcassets/Icons/Contents.json",
        "  no project edit: a catalog's sets are not listed in the project",
        "unused image 'old' (App/old@2x.png): image 'old' is not used by any storyboard, xib, code, plist or skin file",
        "  move App/old@2x.png -> BarSkinQuarantine/Loose/App/old@2x.png",
        "  move App/old@3x.png -> BarSkinQuarantine/Loose/App/old@3x.png",
        "  remove from App.xcodeproj/project.pbxproj: PBXBuildFile 1B0000000000000000000003, PBXBuildFile 1B0000000000000000000004, "
            + "PBXBuildFile 1B0000000000000000000005, PBXBuildFile 1B0000000000000000000006, "
            + "PBXFileReference 1A0000000000000000000003, PBXFileReference 1A0000000000000000000004",
    ]

    /// The lines of ``projectText`` the quarantine of `old` removes: its file references, their four
    /// build files, and their entries in the group and in both targets' Copy Bundle Resources.
    public static let oldLines = [
        "\t\t1B0000000000000000000003 /* old@2x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000003 /* old@2x.png */; };",
        "\t\t1B0000000000000000000004 /* old@3x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000004 /* old@3x.png */; };",
        "\t\t1B0000000000000000000005 /* old@2x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000003 /* old@2x.png */; };",
        "\t\t1B0000000000000000000006 /* old@3x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000004 /* old@3x.png */; };",
        "\t\t1A0000000000000000000003 /* old@2x.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = \"old@2x.png\"; sourceTree = \"<group>\"; };",
        "\t\t1A0000000000000000000004 /* old@3x.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = \"old@3x.png\"; sourceTree = \"<group>\"; };",
        "\t\t\t\t1A0000000000000000000003 /* old@2x.png */,",
        "\t\t\t\t1A0000000000000000000004 /* old@3x.png */,",
        "\t\t\t\t1B0000000000000000000003 /* old@2x.png in Resources */,",
        "\t\t\t\t1B0000000000000000000004 /* old@3x.png in Resources */,",
        "\t\t\t\t1B0000000000000000000005 /* old@2x.png in Resources */,",
        "\t\t\t\t1B0000000000000000000006 /* old@3x.png in Resources */,",
    ]

    /// ``projectText`` without `lines`, each one whole line of it.
    public static func projectText(without lines: [String]) -> String {
        lines.reduce(projectText) { $0.replacingOccurrences(of: $1 + "\n", with: "") }
    }

    /// The project file's text.
    public static let projectText = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		1B0000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000001 /* AppDelegate.swift */; };
		1B0000000000000000000002 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000002 /* Assets.xcassets */; };
		1B0000000000000000000003 /* old@2x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000003 /* old@2x.png */; };
		1B0000000000000000000004 /* old@3x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000004 /* old@3x.png */; };
		1B0000000000000000000005 /* old@2x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000003 /* old@2x.png */; };
		1B0000000000000000000006 /* old@3x.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000004 /* old@3x.png */; };
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		1A0000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
		1A0000000000000000000002 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
		1A0000000000000000000003 /* old@2x.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = "old@2x.png"; sourceTree = "<group>"; };
		1A0000000000000000000004 /* old@3x.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = "old@3x.png"; sourceTree = "<group>"; };
		1A0000000000000000000005 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
		1A0000000000000000000006 /* Widget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
/* End PBXFileReference section */

/* Begin PBXGroup section */
		1C0000000000000000000001 = {
			isa = PBXGroup;
			children = (
				1C0000000000000000000002 /* App */,
				1C0000000000000000000003 /* Products */,
			);
			sourceTree = "<group>";
		};
		1C0000000000000000000002 /* App */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000001 /* AppDelegate.swift */,
				1A0000000000000000000002 /* Assets.xcassets */,
				1A0000000000000000000003 /* old@2x.png */,
				1A0000000000000000000004 /* old@3x.png */,
			);
			path = App;
			sourceTree = "<group>";
		};
		1C0000000000000000000003 /* Products */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000005 /* App.app */,
				1A0000000000000000000006 /* Widget.appex */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		2A0000000000000000000001 /* App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 2D0000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */;
			buildPhases = (
				2B0000000000000000000001 /* Sources */,
				2B0000000000000000000002 /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = App;
			productName = App;
			productReference = 1A0000000000000000000005 /* App.app */;
			productType = "com.apple.product-type.application";
		};
		2A0000000000000000000002 /* Widget */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 2D0000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */;
			buildPhases = (
				2B0000000000000000000003 /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = Widget;
			productName = Widget;
			productReference = 1A0000000000000000000006 /* Widget.appex */;
			productType = "com.apple.product-type.app-extension";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		2C0000000000000000000001 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastUpgradeCheck = 1600;
			};
			buildConfigurationList = 2D0000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */;
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = 1C0000000000000000000001;
			minimizedProjectReferenceProxies = 1;
			preferredProjectObjectVersion = 77;
			productRefGroup = 1C0000000000000000000003 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				2A0000000000000000000001 /* App */,
				2A0000000000000000000002 /* Widget */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		2B0000000000000000000002 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1B0000000000000000000002 /* Assets.xcassets in Resources */,
				1B0000000000000000000003 /* old@2x.png in Resources */,
				1B0000000000000000000004 /* old@3x.png in Resources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		2B0000000000000000000003 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1B0000000000000000000005 /* old@2x.png in Resources */,
				1B0000000000000000000006 /* old@3x.png in Resources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		2B0000000000000000000001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1B0000000000000000000001 /* AppDelegate.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
		2D0000000000000000000001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		2D0000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				2D0000000000000000000001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */
	};
	rootObject = 2C0000000000000000000001 /* Project object */;
}

"""#
}
