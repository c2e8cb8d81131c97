/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_B5Inputs */

const en_landing_early_b5 = /** @type {(inputs: Landing_Early_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A say in which games join the bi-weekly rotation`)
};

const de_landing_early_b5 = /** @type {(inputs: Landing_Early_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitsprache, welche Spiele in die zweiwöchentliche Rotation kommen`)
};

const fr_landing_early_b5 = /** @type {(inputs: Landing_Early_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot à dire sur les jeux de la rotation bimensuelle`)
};

const es_landing_early_b5 = /** @type {(inputs: Landing_Early_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voz en qué juegos entran en la rotación quincenal`)
};

const pt_br2_landing_early_b5 = /** @type {(inputs: Landing_Early_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voz na escolha dos jogos da rotação quinzenal`)
};

const ja_landing_early_b5 = /** @type {(inputs: Landing_Early_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隔週ローテーションに加わるゲームの選定に参加`)
};

const ko_landing_early_b5 = /** @type {(inputs: Landing_Early_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2주마다 추가되는 게임 선정에 의견 반영`)
};

/**
* | output |
* | --- |
* | "A say in which games join the bi-weekly rotation" |
*
* @param {Landing_Early_B5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_b5 = /** @type {((inputs?: Landing_Early_B5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_B5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_b5(inputs)
	if (locale === "fr") return fr_landing_early_b5(inputs)
	if (locale === "es") return es_landing_early_b5(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_b5(inputs)
	if (locale === "ja") return ja_landing_early_b5(inputs)
	if (locale === "ko") return ko_landing_early_b5(inputs)
	return en_landing_early_b5(inputs)
});