/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S1_P0Inputs */

const en_lt_schools_s1_p0 = /** @type {(inputs: Lt_Schools_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The library is set up in about 30 minutes, licenses are managed centrally and new games arrive bi-weekly. A local content cache keeps the school network quiet.`)
};

const de_lt_schools_s1_p0 = /** @type {(inputs: Lt_Schools_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bibliothek ist in etwa 30 Minuten eingerichtet, Lizenzen werden zentral verwaltet und neue Spiele kommen alle zwei Wochen. Ein lokaler Content-Cache entlastet das Schulnetz.`)
};

const fr_lt_schools_s1_p0 = /** @type {(inputs: Lt_Schools_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ludothèque s’installe en 30 minutes environ, les licences sont gérées de façon centralisée et de nouveaux jeux arrivent toutes les deux semaines. Un cache de contenu local ménage le réseau de l’école.`)
};

const es_lt_schools_s1_p0 = /** @type {(inputs: Lt_Schools_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La biblioteca se configura en unos 30 minutos, las licencias se gestionan de forma centralizada y cada dos semanas llegan juegos nuevos. Una caché de contenido local mantiene tranquila la red del centro.`)
};

const pt_br2_lt_schools_s1_p0 = /** @type {(inputs: Lt_Schools_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A biblioteca fica pronta em cerca de 30 minutos, as licenças são gerenciadas de forma centralizada e novos jogos chegam a cada duas semanas. Um cache de conteúdo local deixa a rede da escola tranquila.`)
};

const ja_lt_schools_s1_p0 = /** @type {(inputs: Lt_Schools_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライブラリは約30分で導入でき、ライセンスは一元管理され、新しいゲームは隔週で追加されます。ローカルのコンテンツキャッシュが学校のネットワークへの負荷を抑えます。`)
};

const ko_lt_schools_s1_p0 = /** @type {(inputs: Lt_Schools_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이브러리는 약 30분이면 설치되고, 라이선스는 중앙에서 관리되며, 새 게임은 2주마다 추가됩니다. 로컬 콘텐츠 캐시가 학교 네트워크 부담을 줄여 줍니다.`)
};

/**
* | output |
* | --- |
* | "The library is set up in about 30 minutes, licenses are managed centrally and new games arrive bi-weekly. A local content cache keeps the school network quiet." |
*
* @param {Lt_Schools_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s1_p0 = /** @type {((inputs?: Lt_Schools_S1_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S1_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s1_p0(inputs)
	if (locale === "fr") return fr_lt_schools_s1_p0(inputs)
	if (locale === "es") return es_lt_schools_s1_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s1_p0(inputs)
	if (locale === "ja") return ja_lt_schools_s1_p0(inputs)
	if (locale === "ko") return ko_lt_schools_s1_p0(inputs)
	return en_lt_schools_s1_p0(inputs)
});