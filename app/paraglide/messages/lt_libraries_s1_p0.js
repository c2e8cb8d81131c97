/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Libraries_S1_P0Inputs */

const en_lt_libraries_s1_p0 = /** @type {(inputs: Lt_Libraries_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup takes about 30 minutes. New games arrive bi-weekly, and the local content cache keeps downloads from slowing down the rest of your network.`)
};

const de_lt_libraries_s1_p0 = /** @type {(inputs: Lt_Libraries_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einrichtung dauert etwa 30 Minuten. Neue Spiele kommen alle zwei Wochen, und der lokale Content-Cache sorgt dafür, dass Downloads den Rest Ihres Netzwerks nicht ausbremsen.`)
};

const fr_lt_libraries_s1_p0 = /** @type {(inputs: Lt_Libraries_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’installation prend environ 30 minutes. De nouveaux jeux arrivent toutes les deux semaines, et le cache de contenu local évite que les téléchargements ralentissent le reste de votre réseau.`)
};

const es_lt_libraries_s1_p0 = /** @type {(inputs: Lt_Libraries_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La configuración lleva unos 30 minutos. Cada dos semanas llegan juegos nuevos, y la caché de contenido local evita que las descargas ralenticen el resto de tu red.`)
};

const pt_br2_lt_libraries_s1_p0 = /** @type {(inputs: Lt_Libraries_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A configuração leva cerca de 30 minutos. Novos jogos chegam a cada duas semanas, e o cache de conteúdo local evita que os downloads deixem o resto da sua rede lento.`)
};

const ja_lt_libraries_s1_p0 = /** @type {(inputs: Lt_Libraries_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`導入は約30分。新しいゲームは隔週で追加され、ローカルのコンテンツキャッシュがダウンロードによるネットワーク全体の遅延を防ぎます。`)
};

const ko_lt_libraries_s1_p0 = /** @type {(inputs: Lt_Libraries_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`설치는 약 30분이면 끝납니다. 새 게임은 2주마다 추가되고, 로컬 콘텐츠 캐시가 다운로드로 인해 나머지 네트워크가 느려지지 않도록 합니다.`)
};

/**
* | output |
* | --- |
* | "Setup takes about 30 minutes. New games arrive bi-weekly, and the local content cache keeps downloads from slowing down the rest of your network." |
*
* @param {Lt_Libraries_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s1_p0 = /** @type {((inputs?: Lt_Libraries_S1_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Libraries_S1_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_libraries_s1_p0(inputs)
	if (locale === "fr") return fr_lt_libraries_s1_p0(inputs)
	if (locale === "es") return es_lt_libraries_s1_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_libraries_s1_p0(inputs)
	if (locale === "ja") return ja_lt_libraries_s1_p0(inputs)
	if (locale === "ko") return ko_lt_libraries_s1_p0(inputs)
	return en_lt_libraries_s1_p0(inputs)
});