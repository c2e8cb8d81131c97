/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_B4Inputs */

const en_landing_signup_b4 = /** @type {(inputs: Landing_Signup_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New games added bi-weekly`)
};

const de_landing_signup_b4 = /** @type {(inputs: Landing_Signup_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zwei Wochen neue Spiele`)
};

const fr_landing_signup_b4 = /** @type {(inputs: Landing_Signup_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux jeux toutes les deux semaines`)
};

const es_landing_signup_b4 = /** @type {(inputs: Landing_Signup_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos nuevos cada dos semanas`)
};

const pt_br2_landing_signup_b4 = /** @type {(inputs: Landing_Signup_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos jogos a cada duas semanas`)
};

const ja_landing_signup_b4 = /** @type {(inputs: Landing_Signup_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隔週で新作ゲームを追加`)
};

const ko_landing_signup_b4 = /** @type {(inputs: Landing_Signup_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2주마다 새 게임 추가`)
};

/**
* | output |
* | --- |
* | "New games added bi-weekly" |
*
* @param {Landing_Signup_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_b4 = /** @type {((inputs?: Landing_Signup_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_b4(inputs)
	if (locale === "fr") return fr_landing_signup_b4(inputs)
	if (locale === "es") return es_landing_signup_b4(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_b4(inputs)
	if (locale === "ja") return ja_landing_signup_b4(inputs)
	if (locale === "ko") return ko_landing_signup_b4(inputs)
	return en_landing_signup_b4(inputs)
});