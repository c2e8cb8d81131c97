/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamecafe_S0_Step2_TitleInputs */

const en_lt_gamecafe_s0_step2_title = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players sign in and play`)
};

const de_lt_gamecafe_s0_step2_title = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler melden sich an und spielen`)
};

const fr_lt_gamecafe_s0_step2_title = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs se connectent et jouent`)
};

const es_lt_gamecafe_s0_step2_title = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores inician sesión y juegan`)
};

const pt_br2_lt_gamecafe_s0_step2_title = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogadores entram e jogam`)
};

const ja_lt_gamecafe_s0_step2_title = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレイヤーはサインインしてプレイ`)
};

const ko_lt_gamecafe_s0_step2_title = /** @type {(inputs: Lt_Gamecafe_S0_Step2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플레이어는 로그인하고 플레이`)
};

/**
* | output |
* | --- |
* | "Players sign in and play" |
*
* @param {Lt_Gamecafe_S0_Step2_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step2_title = /** @type {((inputs?: Lt_Gamecafe_S0_Step2_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamecafe_S0_Step2_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamecafe_s0_step2_title(inputs)
	if (locale === "fr") return fr_lt_gamecafe_s0_step2_title(inputs)
	if (locale === "es") return es_lt_gamecafe_s0_step2_title(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamecafe_s0_step2_title(inputs)
	if (locale === "ja") return ja_lt_gamecafe_s0_step2_title(inputs)
	if (locale === "ko") return ko_lt_gamecafe_s0_step2_title(inputs)
	return en_lt_gamecafe_s0_step2_title(inputs)
});