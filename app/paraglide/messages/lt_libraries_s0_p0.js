/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Libraries_S0_P0Inputs */

const en_lt_libraries_s0_p0 = /** @type {(inputs: Lt_Libraries_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game afternoons, family sessions and small tournaments bring in visitors who may not have come through your doors before.`)
};

const de_lt_libraries_s0_p0 = /** @type {(inputs: Lt_Libraries_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielenachmittage, Familienstunden und kleine Turniere bringen Besucher, die vielleicht noch nie durch Ihre Türen gekommen sind.`)
};

const fr_lt_libraries_s0_p0 = /** @type {(inputs: Lt_Libraries_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après-midi jeux, séances en famille et petits tournois attirent des visiteurs qui n’avaient peut-être jamais franchi votre porte.`)
};

const es_lt_libraries_s0_p0 = /** @type {(inputs: Lt_Libraries_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tardes de juegos, sesiones en familia y pequeños torneos atraen a visitantes que quizá nunca habían cruzado tu puerta.`)
};

const pt_br2_lt_libraries_s0_p0 = /** @type {(inputs: Lt_Libraries_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tardes de jogos, sessões em família e pequenos campeonatos atraem visitantes que talvez nunca tenham passado pela sua porta.`)
};

const ja_lt_libraries_s0_p0 = /** @type {(inputs: Lt_Libraries_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームの午後、家族向けの時間、小さな大会が、これまで来館したことのない人たちを呼び込みます。`)
};

const ko_lt_libraries_s0_p0 = /** @type {(inputs: Lt_Libraries_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임하는 오후, 가족 프로그램, 작은 대회가 한 번도 도서관을 찾지 않았던 방문객을 불러옵니다.`)
};

/**
* | output |
* | --- |
* | "Game afternoons, family sessions and small tournaments bring in visitors who may not have come through your doors before." |
*
* @param {Lt_Libraries_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s0_p0 = /** @type {((inputs?: Lt_Libraries_S0_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Libraries_S0_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_libraries_s0_p0(inputs)
	if (locale === "fr") return fr_lt_libraries_s0_p0(inputs)
	if (locale === "es") return es_lt_libraries_s0_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_libraries_s0_p0(inputs)
	if (locale === "ja") return ja_lt_libraries_s0_p0(inputs)
	if (locale === "ko") return ko_lt_libraries_s0_p0(inputs)
	return en_lt_libraries_s0_p0(inputs)
});