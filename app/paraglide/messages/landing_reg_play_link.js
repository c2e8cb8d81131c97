/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_Play_LinkInputs */

const en_landing_reg_play_link = /** @type {(inputs: Landing_Reg_Play_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a gamer account`)
};

const de_landing_reg_play_link = /** @type {(inputs: Landing_Reg_Play_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellen Sie ein Gamer-Konto`)
};

const fr_landing_reg_play_link = /** @type {(inputs: Landing_Reg_Play_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte joueur`)
};

const es_landing_reg_play_link = /** @type {(inputs: Landing_Reg_Play_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una cuenta de jugador`)
};

const pt_br2_landing_reg_play_link = /** @type {(inputs: Landing_Reg_Play_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie uma conta de gamer`)
};

const ja_landing_reg_play_link = /** @type {(inputs: Landing_Reg_Play_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマーアカウントを作成`)
};

const ko_landing_reg_play_link = /** @type {(inputs: Landing_Reg_Play_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머 계정을 만들고`)
};

/**
* | output |
* | --- |
* | "Create a gamer account" |
*
* @param {Landing_Reg_Play_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_play_link = /** @type {((inputs?: Landing_Reg_Play_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_Play_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_play_link(inputs)
	if (locale === "fr") return fr_landing_reg_play_link(inputs)
	if (locale === "es") return es_landing_reg_play_link(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_play_link(inputs)
	if (locale === "ja") return ja_landing_reg_play_link(inputs)
	if (locale === "ko") return ko_landing_reg_play_link(inputs)
	return en_landing_reg_play_link(inputs)
});