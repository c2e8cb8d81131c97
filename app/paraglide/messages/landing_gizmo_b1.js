/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_B1Inputs */

const en_landing_gizmo_b1 = /** @type {(inputs: Landing_Gizmo_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A guided onboarding with our partnership team`)
};

const de_landing_gizmo_b1 = /** @type {(inputs: Landing_Gizmo_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein begleitetes Onboarding mit unserem Partnerschaftsteam`)
};

const fr_landing_gizmo_b1 = /** @type {(inputs: Landing_Gizmo_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un accompagnement à l’intégration par notre équipe partenariats`)
};

const es_landing_gizmo_b1 = /** @type {(inputs: Landing_Gizmo_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una incorporación guiada con nuestro equipo de alianzas`)
};

const pt_br2_landing_gizmo_b1 = /** @type {(inputs: Landing_Gizmo_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma integração guiada com nossa equipe de parcerias`)
};

const ja_landing_gizmo_b1 = /** @type {(inputs: Landing_Gizmo_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パートナーシップチームによる導入サポート`)
};

const ko_landing_gizmo_b1 = /** @type {(inputs: Landing_Gizmo_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파트너십 팀의 온보딩 안내`)
};

/**
* | output |
* | --- |
* | "A guided onboarding with our partnership team" |
*
* @param {Landing_Gizmo_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_b1 = /** @type {((inputs?: Landing_Gizmo_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_b1(inputs)
	if (locale === "fr") return fr_landing_gizmo_b1(inputs)
	if (locale === "es") return es_landing_gizmo_b1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_b1(inputs)
	if (locale === "ja") return ja_landing_gizmo_b1(inputs)
	if (locale === "ko") return ko_landing_gizmo_b1(inputs)
	return en_landing_gizmo_b1(inputs)
});