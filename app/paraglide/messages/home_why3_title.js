/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why3_TitleInputs */

const en_home_why3_title = /** @type {(inputs: Home_Why3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players Keep Their Accounts`)
};

const de_home_why3_title = /** @type {(inputs: Home_Why3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler behalten ihre Konten`)
};

const fr_home_why3_title = /** @type {(inputs: Home_Why3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs gardent leurs comptes`)
};

const es_home_why3_title = /** @type {(inputs: Home_Why3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores conservan sus cuentas`)
};

const pt_br2_home_why3_title = /** @type {(inputs: Home_Why3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogadores mantêm suas contas`)
};

const ja_home_why3_title = /** @type {(inputs: Home_Why3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントはプレイヤーのまま`)
};

const ko_home_why3_title = /** @type {(inputs: Home_Why3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플레이어 계정 그대로`)
};

/**
* | output |
* | --- |
* | "Players Keep Their Accounts" |
*
* @param {Home_Why3_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why3_title = /** @type {((inputs?: Home_Why3_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why3_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why3_title(inputs)
	if (locale === "fr") return fr_home_why3_title(inputs)
	if (locale === "es") return es_home_why3_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_why3_title(inputs)
	if (locale === "ja") return ja_home_why3_title(inputs)
	if (locale === "ko") return ko_home_why3_title(inputs)
	return en_home_why3_title(inputs)
});