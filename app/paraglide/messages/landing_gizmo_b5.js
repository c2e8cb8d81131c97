/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_B5Inputs */

const en_landing_gizmo_b5 = /** @type {(inputs: Landing_Gizmo_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joint showcase events and promotions`)
};

const de_landing_gizmo_b5 = /** @type {(inputs: Landing_Gizmo_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinsame Showcase-Events und Aktionen`)
};

const fr_landing_gizmo_b5 = /** @type {(inputs: Landing_Gizmo_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des showcases et promotions communs`)
};

const es_landing_gizmo_b5 = /** @type {(inputs: Landing_Gizmo_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos showcase y promociones conjuntas`)
};

const pt_br2_landing_gizmo_b5 = /** @type {(inputs: Landing_Gizmo_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos showcase e promoções em conjunto`)
};

const ja_landing_gizmo_b5 = /** @type {(inputs: Landing_Gizmo_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`共同ショーケースイベントとプロモーション`)
};

const ko_landing_gizmo_b5 = /** @type {(inputs: Landing_Gizmo_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`공동 쇼케이스 이벤트와 프로모션`)
};

/**
* | output |
* | --- |
* | "Joint showcase events and promotions" |
*
* @param {Landing_Gizmo_B5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_b5 = /** @type {((inputs?: Landing_Gizmo_B5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_B5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_b5(inputs)
	if (locale === "fr") return fr_landing_gizmo_b5(inputs)
	if (locale === "es") return es_landing_gizmo_b5(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_b5(inputs)
	if (locale === "ja") return ja_landing_gizmo_b5(inputs)
	if (locale === "ko") return ko_landing_gizmo_b5(inputs)
	return en_landing_gizmo_b5(inputs)
});