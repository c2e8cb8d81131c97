/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why4_TextInputs */

const en_home_why4_text = /** @type {(inputs: Home_Why4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Library setup takes under 30 minutes, and our team answers in 1-2 business days.`)
};

const de_home_why4_text = /** @type {(inputs: Home_Why4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einrichtung der Bibliothek dauert unter 30 Minuten, und unser Team antwortet in 1-2 Werktagen.`)
};

const fr_home_why4_text = /** @type {(inputs: Home_Why4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’installation de la ludothèque prend moins de 30 minutes et notre équipe répond sous 1 à 2 jours ouvrés.`)
};

const es_home_why4_text = /** @type {(inputs: Home_Why4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La instalación de la biblioteca lleva menos de 30 minutos y nuestro equipo responde en 1-2 días hábiles.`)
};

const pt_br2_home_why4_text = /** @type {(inputs: Home_Why4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A instalação da biblioteca leva menos de 30 minutos e nossa equipe responde em 1-2 dias úteis.`)
};

const ja_home_why4_text = /** @type {(inputs: Home_Why4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライブラリのセットアップは30分以内。サポートは1〜2営業日以内に返信します。`)
};

const ko_home_why4_text = /** @type {(inputs: Home_Why4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이브러리 설치는 30분이면 끝나고, 저희 팀은 영업일 기준 1~2일 안에 답변합니다.`)
};

/**
* | output |
* | --- |
* | "Library setup takes under 30 minutes, and our team answers in 1-2 business days." |
*
* @param {Home_Why4_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why4_text = /** @type {((inputs?: Home_Why4_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why4_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why4_text(inputs)
	if (locale === "fr") return fr_home_why4_text(inputs)
	if (locale === "es") return es_home_why4_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_why4_text(inputs)
	if (locale === "ja") return ja_home_why4_text(inputs)
	if (locale === "ko") return ko_home_why4_text(inputs)
	return en_home_why4_text(inputs)
});