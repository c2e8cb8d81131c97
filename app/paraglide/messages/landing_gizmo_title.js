/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_TitleInputs */

const en_landing_gizmo_title = /** @type {(inputs: Landing_Gizmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gizmo Partnership`)
};

const de_landing_gizmo_title = /** @type {(inputs: Landing_Gizmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gizmo-Partnerschaft`)
};

const fr_landing_gizmo_title = /** @type {(inputs: Landing_Gizmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenariat Gizmo`)
};

const es_landing_gizmo_title = /** @type {(inputs: Landing_Gizmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alianza con Gizmo`)
};

const pt_br2_landing_gizmo_title = /** @type {(inputs: Landing_Gizmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parceria Gizmo`)
};

const ja_landing_gizmo_title = /** @type {(inputs: Landing_Gizmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gizmoパートナーシップ`)
};

const ko_landing_gizmo_title = /** @type {(inputs: Landing_Gizmo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gizmo 파트너십`)
};

/**
* | output |
* | --- |
* | "Gizmo Partnership" |
*
* @param {Landing_Gizmo_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_title = /** @type {((inputs?: Landing_Gizmo_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_title(inputs)
	if (locale === "fr") return fr_landing_gizmo_title(inputs)
	if (locale === "es") return es_landing_gizmo_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_title(inputs)
	if (locale === "ja") return ja_landing_gizmo_title(inputs)
	if (locale === "ko") return ko_landing_gizmo_title(inputs)
	return en_landing_gizmo_title(inputs)
});