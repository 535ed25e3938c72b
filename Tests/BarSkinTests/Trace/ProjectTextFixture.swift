/// A `project.pbxproj` in the layout Xcode 16 writes (tabs, sections, one-line build files and
/// file references): classic groups, a PNG in two targets' Copy Bundle Resources beside one whose
/// name holds its name, a localized storyboard (a variant group), and a synchronized folder with
/// an exception set. Written here, not copied from any app.
enum ProjectTextFixture {
    /// Its text, which ends with a line break as Xcode's do.
    static let text = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		1B0000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000001 /* AppDelegate.swift */; };
		1B0000000000000000000002 /* logo.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000002 /* logo.png */; };
		1B0000000000000000000003 /* logo.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000002 /* logo.png */; };
		1B0000000000000000000004 /* applogo.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000003 /* applogo.png */; };
		1B0000000000000000000005 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 2E0000000000000000000001 /* Main.storyboard */; };
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		1A0000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
		1A0000000000000000000002 /* logo.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = logo.png; sourceTree = "<group>"; };
		1A0000000000000000000003 /* applogo.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = applogo.png; sourceTree = "<group>"; };
		1A0000000000000000000004 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		1A0000000000000000000005 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Main.strings; sourceTree = "<group>"; };
		1A0000000000000000000006 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
		1A0000000000000000000007 /* Widget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		1E0000000000000000000001 /* Exceptions for "Shared" folder in "Widget" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Info.plist,
				"old logo.png",
				stale.png,
			);
			target = 2A0000000000000000000002 /* Widget */;
		};
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		1D0000000000000000000001 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (1E0000000000000000000001 /* Exceptions for "Shared" folder in "Widget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXGroup section */
		1C0000000000000000000001 = {
			isa = PBXGroup;
			children = (
				1C0000000000000000000002 /* App */,
				1D0000000000000000000001 /* Shared */,
				1C0000000000000000000003 /* Products */,
			);
			sourceTree = "<group>";
		};
		1C0000000000000000000002 /* App */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000001 /* AppDelegate.swift */,
				1A0000000000000000000002 /* logo.png */,
				1A0000000000000000000003 /* applogo.png */,
				2E0000000000000000000001 /* Main.storyboard */,
			);
			path = App;
			sourceTree = "<group>";
		};
		1C0000000000000000000003 /* Products */ = {
			isa = PBXGroup;
			children = (
				1A0000000000000000000006 /* App.app */,
				1A0000000000000000000007 /* Widget.appex */,
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
			productReference = 1A0000000000000000000006 /* App.app */;
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
			fileSystemSynchronizedGroups = (
				1D0000000000000000000001 /* Shared */,
			);
			name = Widget;
			productName = Widget;
			productReference = 1A0000000000000000000007 /* Widget.appex */;
			productType = "com.apple.product-type.app-extension";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		2C0000000000000000000001 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastUpgradeCheck = 1600;
				TargetAttributes = {
					2A0000000000000000000001 = {
						CreatedOnToolsVersion = 16.0;
					};
				};
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
				1B0000000000000000000002 /* logo.png in Resources */,
				1B0000000000000000000004 /* applogo.png in Resources */,
				1B0000000000000000000005 /* Main.storyboard in Resources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		2B0000000000000000000003 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				1B0000000000000000000003 /* logo.png in Resources */,
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

/* Begin PBXVariantGroup section */
		2E0000000000000000000001 /* Main.storyboard */ = {
			isa = PBXVariantGroup;
			children = (
				1A0000000000000000000004 /* Base */,
				1A0000000000000000000005 /* en */,
			);
			name = Main.storyboard;
			sourceTree = "<group>";
		};
/* End PBXVariantGroup section */

/* Begin XCBuildConfiguration section */
		2D0000000000000000000001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Debug;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		2D0000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				2D0000000000000000000001 /* Debug */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Debug;
		};
/* End XCConfigurationList section */
	};
	rootObject = 2C0000000000000000000001 /* Project object */;
}

"""#

    static var bytes: [UInt8] { Array(text.utf8) }
}
