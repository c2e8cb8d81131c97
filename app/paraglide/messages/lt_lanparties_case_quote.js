/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_Case_QuoteInputs */

const en_lt_lanparties_case_quote = /** @type {(inputs: Lt_Lanparties_Case_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We used to spend the first evening installing games. This time the library was ready before the doors opened, and people played all night instead of waiting.`)
};

const de_lt_lanparties_case_quote = /** @type {(inputs: Lt_Lanparties_Case_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Früher haben wir den ganzen ersten Abend Spiele installiert. Diesmal war die Bibliothek fertig, bevor sich die Türen öffneten, und alle haben die ganze Nacht gespielt statt zu warten.`)
};

const fr_lt_lanparties_case_quote = /** @type {(inputs: Lt_Lanparties_Case_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avant, on passait la première soirée à installer des jeux. Cette fois, la ludothèque était prête avant l’ouverture des portes, et tout le monde a joué toute la nuit au lieu d’attendre.`)
};

const es_lt_lanparties_case_quote = /** @type {(inputs: Lt_Lanparties_Case_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antes pasábamos la primera noche instalando juegos. Esta vez la biblioteca estaba lista antes de abrir las puertas y la gente jugó toda la noche en lugar de esperar.`)
};

const pt_br2_lt_lanparties_case_quote = /** @type {(inputs: Lt_Lanparties_Case_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A gente passava a primeira noite instalando jogos. Desta vez a biblioteca estava pronta antes de as portas abrirem, e o pessoal jogou a noite toda em vez de esperar.`)
};

const ja_lt_lanparties_case_quote = /** @type {(inputs: Lt_Lanparties_Case_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以前は初日の夜をまるごとゲームのインストールに費やしていました。今回は開場前にライブラリの準備ができていて、みんな待つことなく一晩中遊べました。`)
};

const ko_lt_lanparties_case_quote = /** @type {(inputs: Lt_Lanparties_Case_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`예전에는 첫날 저녁을 통째로 게임 설치에 썼어요. 이번에는 문을 열기 전에 라이브러리가 준비되어 있어서, 다들 기다리지 않고 밤새 게임을 했죠.`)
};

/**
* | output |
* | --- |
* | "We used to spend the first evening installing games. This time the library was ready before the doors opened, and people played all night instead of waiting." |
*
* @param {Lt_Lanparties_Case_QuoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_case_quote = /** @type {((inputs?: Lt_Lanparties_Case_QuoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_Case_QuoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_case_quote(inputs)
	if (locale === "fr") return fr_lt_lanparties_case_quote(inputs)
	if (locale === "es") return es_lt_lanparties_case_quote(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_case_quote(inputs)
	if (locale === "ja") return ja_lt_lanparties_case_quote(inputs)
	if (locale === "ko") return ko_lt_lanparties_case_quote(inputs)
	return en_lt_lanparties_case_quote(inputs)
});