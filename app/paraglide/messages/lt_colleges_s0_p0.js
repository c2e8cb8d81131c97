/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Colleges_S0_P0Inputs */

const en_lt_colleges_s0_p0 = /** @type {(inputs: Lt_Colleges_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licenses are managed centrally for every machine, and the local content cache keeps game traffic off the campus internet connection.`)
};

const de_lt_colleges_s0_p0 = /** @type {(inputs: Lt_Colleges_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lizenzen werden zentral für jeden Rechner verwaltet, und der lokale Content-Cache hält den Spieleverkehr von der Internetanbindung des Campus fern.`)
};

const fr_lt_colleges_s0_p0 = /** @type {(inputs: Lt_Colleges_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les licences sont gérées de façon centralisée pour chaque machine, et le cache de contenu local garde le trafic des jeux hors de la connexion internet du campus.`)
};

const es_lt_colleges_s0_p0 = /** @type {(inputs: Lt_Colleges_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las licencias se gestionan de forma centralizada para cada equipo, y la caché de contenido local mantiene el tráfico de juegos fuera de la conexión a internet del campus.`)
};

const pt_br2_lt_colleges_s0_p0 = /** @type {(inputs: Lt_Colleges_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As licenças são gerenciadas de forma centralizada para cada máquina, e o cache de conteúdo local mantém o tráfego dos jogos fora da conexão de internet do campus.`)
};

const ja_lt_colleges_s0_p0 = /** @type {(inputs: Lt_Colleges_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライセンスはすべてのPCについて一元管理され、ローカルのコンテンツキャッシュがゲームの通信をキャンパスのインターネット回線から切り離します。`)
};

const ko_lt_colleges_s0_p0 = /** @type {(inputs: Lt_Colleges_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이선스는 모든 PC에 대해 중앙에서 관리되며, 로컬 콘텐츠 캐시가 게임 트래픽이 캠퍼스 인터넷 회선에 몰리지 않도록 합니다.`)
};

/**
* | output |
* | --- |
* | "Licenses are managed centrally for every machine, and the local content cache keeps game traffic off the campus internet connection." |
*
* @param {Lt_Colleges_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s0_p0 = /** @type {((inputs?: Lt_Colleges_S0_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Colleges_S0_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_colleges_s0_p0(inputs)
	if (locale === "fr") return fr_lt_colleges_s0_p0(inputs)
	if (locale === "es") return es_lt_colleges_s0_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_colleges_s0_p0(inputs)
	if (locale === "ja") return ja_lt_colleges_s0_p0(inputs)
	if (locale === "ko") return ko_lt_colleges_s0_p0(inputs)
	return en_lt_colleges_s0_p0(inputs)
});