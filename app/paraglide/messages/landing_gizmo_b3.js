/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_B3Inputs */

const en_landing_gizmo_b3 = /** @type {(inputs: Landing_Gizmo_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New games added bi-weekly`)
};

const de_landing_gizmo_b3 = /** @type {(inputs: Landing_Gizmo_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zwei Wochen neue Spiele`)
};

const fr_landing_gizmo_b3 = /** @type {(inputs: Landing_Gizmo_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux jeux toutes les deux semaines`)
};

const es_landing_gizmo_b3 = /** @type {(inputs: Landing_Gizmo_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos nuevos cada dos semanas`)
};

const pt_br2_landing_gizmo_b3 = /** @type {(inputs: Landing_Gizmo_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos jogos a cada duas semanas`)
};

const ja_landing_gizmo_b3 = /** @type {(inputs: Landing_Gizmo_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隔週で新作ゲームを追加`)
};

const ko_landing_gizmo_b3 = /** @type {(inputs: Landing_Gizmo_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2주마다 새 게임 추가`)
};

/**
* | output |
* | --- |
* | "New games added bi-weekly" |
*
* @param {Landing_Gizmo_B3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_b3 = /** @type {((inputs?: Landing_Gizmo_B3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_B3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_b3(inputs)
	if (locale === "fr") return fr_landing_gizmo_b3(inputs)
	if (locale === "es") return es_landing_gizmo_b3(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_b3(inputs)
	if (locale === "ja") return ja_landing_gizmo_b3(inputs)
	if (locale === "ko") return ko_landing_gizmo_b3(inputs)
	return en_landing_gizmo_b3(inputs)
});